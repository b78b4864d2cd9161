import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { STORE_TYPE } from '@mbo/contracts/kyb/application-choices';
import { OnboardingUpload, type UploadKind } from '../onboarding-upload.tsx';

/**
 * Step 3, company documents: the ASIC extract (or licence), the store's photos for a physical store, a statement.
 * `documentKind` is the upload kind of every file (the reseller's form takes PDF, JPG, JPEG, PNG or BMP for all).
 */
export function StepDocuments({ documentKind }: { documentKind?: UploadKind }) {
  const { t } = useTranslation('merchant-application');
  const storeType = Form.useWatch('store_type') as number | undefined;
  const isPhysical = storeType === STORE_TYPE.physical;
  const upload = (field: string, kind: UploadKind, isRequired: boolean) => (
    <Form.Item name={field} label={t(`field.${field}`)} required={isRequired}>
      <OnboardingUpload label={t(`field.${field}`)} kind={documentKind ?? kind} testId={`upload-${field}`} />
    </Form.Item>
  );
  return (
    <>
      {upload('au_attachment_asic_extract_url', 'document', true)}
      {upload('store_url', 'image', isPhysical)}
      {upload('store_url1', 'image', isPhysical)}
      {upload('store_photo_url2', 'image', isPhysical)}
      {upload('bank_statement', 'document', false)}
    </>
  );
}
