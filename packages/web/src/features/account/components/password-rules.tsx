import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { checkPassword, hasPersonalDetails, type PersonWords } from '@mbo/contracts/field-rules';
import { useTranslation } from 'react-i18next';

/**
 * The live checklist of the change-password modal (spec, section 5): the length and letter-plus-digit rules, each
 * turning satisfied as the user types, and — given the signed-in person — the rule against their own name, e-mail
 * and phone. The rules are the shared ones the server applies; the common-password list stays on the server.
 */
export function PasswordRules({ password, person }: { password: string; person?: PersonWords }) {
  const { t } = useTranslation('shell');
  const checks = checkPassword(password);
  const rules = [
    { key: 'length', isMet: checks.length, text: t('password.rule_length') },
    { key: 'letterAndDigit', isMet: checks.letterAndDigit, text: t('password.rule_letter_digit') },
    ...(person
      ? [
          {
            key: 'personal',
            isMet: password !== '' && !hasPersonalDetails(password, person),
            text: t('password.rule_personal'),
          },
        ]
      : []),
  ];
  return (
    <ul className="password-rules" aria-label={t('password.rules')} data-testid="password-rules">
      {rules.map((rule) => (
        <li
          key={rule.key}
          className={rule.isMet ? 'password-rules__item is-met' : 'password-rules__item'}
          data-rule={rule.key}
          data-satisfied={String(rule.isMet)}
        >
          {rule.isMet ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
          <span>{rule.text}</span>
          <span className="visually-hidden">{rule.isMet ? t('password.rule_met') : t('password.rule_unmet')}</span>
        </li>
      ))}
      <li className="password-rules__note" data-testid="password-rules-note">
        {t('password.rule_server')}
      </li>
    </ul>
  );
}
