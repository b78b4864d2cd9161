import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { idTypesFor, isPassport, needsIssueState } from '@mbo/contracts/kyc/id-types';
import { personSubmissionSchema } from '@mbo/contracts/kyc/person-schema';
import { zodRule } from '../../../lib/form-rules.ts';
import { useRegions } from '../api/get-regions.ts';
import { IdImageUpload } from './id-image-upload.tsx';
import type { PersonFormValues } from './person-form-values.ts';

const shape = personSubmissionSchema.shape;
type Option = { value: number; label: string };

/** The identity document: issuing country, ID type of that country, licence state, number, expiry, images. */
export function IdDocumentFields({
  countries,
  regionName,
}: {
  countries: Option[];
  regionName: (region: { name: string; en_name: string }) => string;
}) {
  const { t } = useTranslation('kyc');
  const form = Form.useFormInstance<PersonFormValues>();
  const issueCountry = Form.useWatch('issue_country', form);
  const idType = Form.useWatch('id_type', form);
  const states = useRegions(issueCountry);
  const idTypes = issueCountry ? idTypesFor(issueCountry) : [];

  return (
    <>
      <Form.Item name="issue_country" label={t('fields.issue_country')} rules={[zodRule(shape.issue_country)]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={countries}
          data-testid="issue-country"
          onChange={() => form.setFieldsValue({ id_type: undefined, issue_state: null })}
        />
      </Form.Item>
      <Form.Item name="id_type" label={t('fields.id_type')} rules={[zodRule(shape.id_type)]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={idTypes.map((type) => ({ value: type, label: t(`id_type.${type}`) }))}
          disabled={!issueCountry}
          data-testid="id-type"
        />
      </Form.Item>
      {idType && needsIssueState(idType) ? (
        <Form.Item
          name="issue_state"
          label={t('fields.issue_state')}
          rules={[zodRule(shape.issue_state.unwrap().unwrap().unwrap())]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={(states.data ?? []).map((state) => ({ value: state.id, label: regionName(state) }))}
            loading={states.isLoading}
            data-testid="issue-state"
          />
        </Form.Item>
      ) : null}
      <Form.Item name="id_number" label={t('fields.id_number')} rules={[zodRule(shape.id_number)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="id_expiry" label={t('fields.id_expiry')} rules={[zodRule(shape.id_expiry)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="front_img" label={t('fields.front_img')} required>
        <IdImageUpload label={t('fields.front_img')} testId="upload-front" />
      </Form.Item>
      {idType && isPassport(idType) ? null : (
        <Form.Item name="back_img" label={t('fields.back_img')} required>
          <IdImageUpload label={t('fields.back_img')} testId="upload-back" />
        </Form.Item>
      )}
      <Form.Item name="selfie_img" label={t('fields.selfie_img')} required extra={t('selfie_hint')}>
        <IdImageUpload label={t('fields.selfie_img')} testId="upload-selfie" />
      </Form.Item>
    </>
  );
}
