import { Button, Form, Input, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { bsbLookup } from '@mbo/contracts/lookups/bsb-directory';
import {
  RECIPIENT_FIELD_CHECKS,
  type LayoutField,
  type RecipientField,
} from '@mbo/contracts/remittance/recipient-layout';
import { tShared } from '../../../i18n/i18n.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { countryOptions } from '../lib/recipient-text.ts';

const MAX_LENGTH: Partial<Record<RecipientField, number>> = { comment: 200, street: 200 };

/** The BSB's bank and state from the directory, under the field (the settlement form's directory). */
function BsbBank({ form, language }: { form: FormInstance; language: string }) {
  const bsb = Form.useWatch('bsb', form) as string | undefined;
  const found = bsb ? bsbLookup(bsb) : null;
  if (!found) return null;
  const isZh = language === 'zh_CN';
  return <span>{`${isZh ? found.bank.zh : found.bank.en} · ${isZh ? found.state.zh : found.state.en}`}</span>;
}

/**
 * The fields of a recipient's layout (contracts/remittance/recipient-layout.ts), each with the server's check and
 * message; the account number's label says what it is on this network (card, IBAN, account).
 */
export function RecipientFields({
  form,
  layout,
  onFindUser,
  foundUser,
  isFinding,
}: {
  form: FormInstance;
  layout: readonly LayoutField[];
  onFindUser: () => void;
  foundUser: string | null;
  isFinding: boolean;
}) {
  const { t, i18n } = useTranslation('recipients');
  return (
    <>
      {layout.map(({ field, isRequired, check }) => {
        const label = field === 'account_number' ? t(`field.account_number_${check}`) : t(`field.${field}`);
        const rules = [
          { required: isRequired, whitespace: true, message: tShared(`recipients.${field}_required`) },
          zodRule({
            safeParse: (value: unknown) =>
              typeof value === 'string' && value.trim() !== ''
                ? RECIPIENT_FIELD_CHECKS[check].safeParse(value)
                : { success: true as const },
          }),
        ];
        const id = `recipient-${field}`;
        if (field === 'country')
          return (
            <Form.Item key={field} name={field} label={label} htmlFor={id} rules={rules} required={isRequired}>
              <Select id={id} showSearch optionFilterProp="label" options={countryOptions(i18n.language)} />
            </Form.Item>
          );
        if (field === 'user_account')
          return (
            <Form.Item
              key={field}
              label={label}
              htmlFor={id}
              required
              extra={foundUser ? t('form.found_user', { name: foundUser }) : t('form.user_account_help')}
            >
              <Space.Compact block>
                <Form.Item name={field} noStyle rules={rules}>
                  <Input id={id} placeholder={t('form.user_account_placeholder')} />
                </Form.Item>
                <Button onClick={onFindUser} loading={isFinding} style={{ flex: 'none' }}>
                  {t('form.find_user')}
                </Button>
              </Space.Compact>
            </Form.Item>
          );
        return (
          <Form.Item
            key={field}
            name={field}
            label={label}
            htmlFor={id}
            rules={rules}
            required={isRequired}
            extra={field === 'bsb' ? <BsbBank form={form} language={i18n.language} /> : undefined}
          >
            {field === 'comment' ? (
              <Input.TextArea id={id} maxLength={MAX_LENGTH.comment} showCount autoSize={{ minRows: 2 }} />
            ) : (
              <Input id={id} maxLength={MAX_LENGTH[field] ?? 100} />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}
