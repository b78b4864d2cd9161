import { Form, Input, Select, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, PHONE_COUNTRY_CODES, type AccountType } from '@mbo/contracts/constants';
import { EMAIL_RULE, normalisePhone, PHONE_RULE } from '@mbo/contracts/field-rules';
import { initialCountryCode, type AccountValues } from '../lib/account.ts';
import { fieldRule } from '../../../lib/form-rules.ts';
import { AccountTypeTabs } from './account-type-tabs.tsx';

const COUNTRY_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

function PhoneField() {
  const { t } = useTranslation('auth');
  const id = useId();
  const form = Form.useFormInstance<AccountValues>();
  const [countryCode] = useState(initialCountryCode);
  // Checked as the server will see it: an Australian mobile typed as 4xx… gets its 0 first.
  const phoneRule = fieldRule(PHONE_RULE, (value) =>
    normalisePhone(form.getFieldValue('countryCode') ?? countryCode, value),
  );
  return (
    <Form.Item label={t('fields.phone')} htmlFor={id} required>
      <Space.Compact block>
        <Form.Item name="countryCode" noStyle initialValue={countryCode}>
          <Select
            aria-label={t('fields.country_code')}
            options={COUNTRY_OPTIONS}
            virtual={false}
            style={{ width: 100, flex: 'none' }}
          />
        </Form.Item>
        <Form.Item name="phone" noStyle rules={[phoneRule]} validateFirst>
          <Input id={id} inputMode="tel" autoComplete="tel-national" placeholder={t('fields.phone_placeholder')} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

function EmailField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="email" label={t('fields.email')} rules={[fieldRule(EMAIL_RULE)]}>
      <Input type="email" inputMode="email" autoComplete="username" placeholder={t('fields.email_placeholder')} />
    </Form.Item>
  );
}

interface AccountFieldsProps {
  accountType: AccountType;
  onAccountTypeChange: (type: AccountType) => void;
}

/**
 * The account of the sign-in, sign-up and reset forms: an e-mail tab and a phone tab with the country-code
 * dropdown (default +61 or the last used). Only the active tab's field is mounted, so only it is validated; the
 * other keeps its value for when the user comes back.
 */
export function AccountFields({ accountType, onAccountTypeChange }: AccountFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <AccountTypeTabs
      activeKey={String(accountType)}
      onChange={(key) =>
        onAccountTypeChange(key === String(ACCOUNT_TYPE.phone) ? ACCOUNT_TYPE.phone : ACCOUNT_TYPE.email)
      }
      tabs={[
        { key: String(ACCOUNT_TYPE.email), label: t('account.tab_email'), panel: <EmailField /> },
        { key: String(ACCOUNT_TYPE.phone), label: t('account.tab_phone'), panel: <PhoneField /> },
      ]}
    />
  );
}
