import { Checkbox, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE, STORE_CURRENCY_IDS } from '@mbo/contracts/constants';
import { tShared } from '../../../i18n/i18n.ts';
import { ImageUpload } from './image-upload.tsx';
import { currencyCode, currencyName } from '../../../lib/format.ts';

/** The pay page's settings: accepted currencies (at least one), the customer's note, customer details, logos. */
export function PaymentFields() {
  const { t, i18n } = useTranslation('stores');
  return (
    <>
      <Form.Item
        label={t('fields.currencies')}
        name="support_currency_list"
        rules={[{ required: true, type: 'array', min: 1, message: tShared('stores.currency_required') }]}
      >
        <Checkbox.Group
          options={STORE_CURRENCY_IDS.map((id) => ({
            value: id,
            label: `${currencyCode(id)} · ${currencyName(id, i18n.language)}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('fields.message_type')}
        name="reqiure_message_type"
        rules={[{ required: true, message: tShared('stores.message_type_invalid') }]}
        extra={t('message_type.hint')}
      >
        <Radio.Group>
          {Object.values(MESSAGE_TYPE).map((type) => (
            <Radio key={type} value={type}>
              {t(`message_type.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('fields.user_info')}
        name="is_get_user_info"
        valuePropName="checked"
        extra={t('fields.user_info_hint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={t('fields.qr_logo')} name="qr_logo_url" extra={t('fields.qr_logo_hint')}>
        <ImageUpload label={t('fields.qr_logo')} testId="upload-qr-logo" />
      </Form.Item>
      <Form.Item label={t('fields.pay_logo')} name="pay_logo_url" extra={t('fields.pay_logo_hint')}>
        <ImageUpload label={t('fields.pay_logo')} testId="upload-pay-logo" />
      </Form.Item>
    </>
  );
}
