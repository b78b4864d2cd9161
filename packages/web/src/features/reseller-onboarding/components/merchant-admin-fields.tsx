import { Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRY_CODES } from '@mbo/contracts/constants';

/**
 * The merchant's admin (step 2): a phone or an e-mail, at least one. Unknown, they are registered and invited; on
 * approval they become the merchant's super admin.
 */
export function MerchantAdminFields() {
  const { t } = useTranslation('reseller-onboarding');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, border: 0 }}>{t('admin.title')}</legend>
      <Typography.Paragraph type="secondary">{t('admin.hint')}</Typography.Paragraph>
      <Form.Item label={t('admin.phone')}>
        <Space.Compact block>
          <Form.Item name={['merchant_admin', 'phone_region']} noStyle>
            <Select
              aria-label={t('admin.phone_region')}
              style={{ width: 100 }}
              options={PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
            />
          </Form.Item>
          <Form.Item name={['merchant_admin', 'phone']} noStyle>
            <Input maxLength={15} aria-label={t('admin.phone')} data-testid="admin-phone" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name={['merchant_admin', 'email']} label={t('admin.email')}>
        <Input maxLength={100} data-testid="admin-email" />
      </Form.Item>
    </fieldset>
  );
}
