import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
  STORE_PHONE_MAX,
  STORE_SHORT_NAME_MAX,
  basicFields,
} from '@mbo/contracts/calls/store-schemas';
import { STORE_TYPE } from '@mbo/contracts/constants';
import { zodRule } from '../../../lib/form-rules.ts';
import { useIndustries } from '../api/get-industries.ts';
import { ImageUpload } from './image-upload.tsx';
import { textIn } from '../../../lib/format.ts';

/** Step 1 of add: name, short name, type, address, phones, industry (two levels) and the store photo. */
export function BasicFields({ merchantId }: { merchantId: number }) {
  const { t, i18n } = useTranslation('stores');
  const form = Form.useFormInstance();
  const parentId = Form.useWatch<number | undefined>('industry_parent');
  const top = useIndustries(merchantId, 1);
  const second = useIndustries(merchantId, 2, parentId);
  const nameOf = (entry: { name: string; en_name: string }) =>
    textIn(i18n.language, { zh: entry.name, en: entry.en_name });

  return (
    <>
      <Form.Item label={t('fields.name')} name="name" rules={[zodRule(basicFields.name)]} required>
        <Input maxLength={STORE_NAME_MAX} autoComplete="organization" />
      </Form.Item>
      <Form.Item label={t('fields.short_name')} name="short_name" rules={[zodRule(basicFields.short_name)]} required>
        <Input maxLength={STORE_SHORT_NAME_MAX} />
      </Form.Item>
      <Form.Item label={t('fields.type')} name="type" rules={[zodRule(basicFields.type)]} required>
        <Select options={Object.values(STORE_TYPE).map((type) => ({ value: type, label: t(`type.${type}`) }))} />
      </Form.Item>
      <Form.Item label={t('fields.address')} name="address" rules={[zodRule(basicFields.address)]} required>
        <Input maxLength={STORE_ADDRESS_MAX} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label={t('fields.office_phone')} name="office_phone" rules={[zodRule(basicFields.office_phone)]}>
        <Input maxLength={STORE_PHONE_MAX} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('fields.mobile_phone')} name="mobile_phone" rules={[zodRule(basicFields.mobile_phone)]}>
        <Input maxLength={STORE_PHONE_MAX} inputMode="tel" />
      </Form.Item>
      <Form.Item label={t('fields.industry_1')} name="industry_parent">
        <Select
          allowClear
          loading={top.isLoading}
          options={(top.data ?? []).map((entry) => ({ value: entry.id, label: nameOf(entry) }))}
          onChange={() => form.setFieldValue('industry_id', undefined)}
        />
      </Form.Item>
      <Form.Item label={t('fields.industry_2')} name="industry_id">
        <Select
          allowClear
          disabled={parentId === undefined}
          loading={second.isLoading}
          options={(second.data ?? []).map((entry) => ({ value: entry.id, label: nameOf(entry) }))}
        />
      </Form.Item>
      <Form.Item label={t('fields.store_photo')} name="store_photo_url">
        <ImageUpload label={t('fields.store_photo')} testId="upload-store-photo" />
      </Form.Item>
    </>
  );
}
