import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDraft } from '../api/application-draft.ts';
import { useApplication } from '../api/get-application.ts';
import { ApplicationSubmitted } from '../../../components/application-form/application-submitted.tsx';
import { stepOfDraft } from '../../../components/application-form/application-wizard.tsx';
import { ApplicationForm } from '../components/application-form.tsx';
import { EMPTY_VALUES, valuesOf } from '../components/application-values.ts';

/**
 * /addMerchant, outside the shell (second document, section 2): adding restores the saved draft; `?id=` edits a
 * rejected application (its stored values, no draft). The success view offers the detail or the list.
 */
export default function AddMerchantPage() {
  const { t } = useTranslation('merchant-application');
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const draft = useDraft(editId === null);
  const stored = useApplication(editId);
  const [submittedId, setSubmittedId] = useState<number | null>(null);

  const page = (content: React.ReactNode) => (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={3}>{editId === null ? t('title_add') : t('title_edit')}</Typography.Title>
      {content}
    </Flex>
  );

  if (submittedId !== null)
    return page(
      <ApplicationSubmitted
        detailPath={`/addMerchantDetail?id=${submittedId}`}
        listPath="/addMerchantList"
        testId="application-success"
      />,
    );
  if (draft.isLoading || stored.isLoading) return page(<Skeleton active />);
  const initialValues =
    editId !== null && stored.data
      ? valuesOf(stored.data.form, stored.data.files, stored.data.shareholder_files)
      : draft.data
        ? valuesOf(draft.data)
        : EMPTY_VALUES;
  return page(
    <ApplicationForm
      initialValues={initialValues}
      initialStep={editId === null ? stepOfDraft(draft.data, 5) : 1}
      editId={editId}
      onSubmitted={setSubmittedId}
    />,
  );
}
