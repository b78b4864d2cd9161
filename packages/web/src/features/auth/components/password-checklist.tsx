import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@mbo/contracts/constants';
import { checkPassword } from '@mbo/contracts/field-rules';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The live checklist of a new password: the spec's rules (length, a letter and a digit, no Chinese), computed by
 * the same function the server uses, and a note on the rules only the server checks (the block-list of common
 * passwords stays off the sign-in route's first load; the person's details are the server's to know).
 */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const checks = checkPassword(password);
  const items = [
    {
      key: 'length',
      isMet: checks.length,
      text: t('password_checklist.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    },
    { key: 'letter-and-digit', isMet: checks.letterAndDigit, text: t('password_checklist.letter_and_digit') },
    { key: 'no-chinese', isMet: checks.noChinese, text: t('password_checklist.no_chinese') },
  ];
  return (
    <ul
      aria-label={t('password_checklist.label')}
      style={{ listStyle: 'none', padding: 0, margin: '-12px 0 16px', fontSize: token.fontSizeSM }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          data-testid={`password-rule-${item.key}`}
          data-met={item.isMet}
          style={{ color: item.isMet ? token.colorSuccessText : token.colorTextSecondary, lineHeight: 1.8 }}
        >
          {item.isMet ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />} {item.text}
          <span style={visuallyHidden}> ({t(item.isMet ? 'password_checklist.met' : 'password_checklist.unmet')})</span>
        </li>
      ))}
      <li data-testid="password-rule-server" style={{ color: token.colorTextSecondary, lineHeight: 1.8 }}>
        {t('password_checklist.server_rules')}
      </li>
    </ul>
  );
}
