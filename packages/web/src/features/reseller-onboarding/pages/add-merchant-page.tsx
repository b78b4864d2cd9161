import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationSubmitted } from '../../../components/application-form/application-submitted.tsx';
import { stepOfDraft } from '../../../components/application-form/application-wizard.tsx';
import { useAddMerchantDraft } from '../api/add-merchant-draft.ts';
import { useResellerApplication } from '../api/get-reseller-application.ts';
import { ADD_MERCHANT_STEP_COUNT, AddMerchantForm } from '../components/add-merchant-form.tsx';
import { EMPTY_ADD_MERCHANT, valuesOfDetail, valuesOfDraft } from '../lib/add-merchant-values.ts';
import { useResellerProfileContext } from '../lib/reseller-profile.ts';

/**
 * /reseller/add: adding restores the member's saved draft; `?id=` resubmits a rejected application (its stored
 * values, no draft), also by the sub-reseller a reseller added it for. The success view says verification takes 1–2 working days and offers the detail or the list.
 */
export default function AddMerchantPage() {
  const { t } = useTranslation('reseller-onboarding');
  const reseller = useResellerProfileContext();
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const draft = useAddMerchantDraft(editId === null);
  const stored = useResellerApplication(editId);
  const [submittedId, setSubmittedId] = useState<number | null>(null);

  const page = (content: React.ReactNode) => (
    <Flex vertical gap={16} style={{ maxWidth: 1040 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {editId === null ? t('title_add') : t('title_edit')}
      </Typography.Title>
      {content}
    </Flex>
  );

  if (submittedId !== null)
    return page(
      <ApplicationSubmitted
        detailPath={`/reseller/applications/${submittedId}`}
        listPath="/reseller/applications"
        listLabel={t('back_to_list')}
        testId="add-merchant-success"
      />,
    );
  if (draft.isLoading || stored.isLoading) return page(<Skeleton active data-testid="add-merchant-skeleton" />);
  const initialValues =
    editId !== null && stored.data
      ? valuesOfDetail(stored.data)
      : draft.data
        ? valuesOfDraft(draft.data)
        : EMPTY_ADD_MERCHANT;
  return page(
    <AddMerchantForm
      // A sub-reseller adds for itself; resubmitting what its reseller added for it, the form stays as stored.
      initialValues={
        reseller.level === 1 || editId !== null ? initialValues : { ...initialValues, for: 1, sub_reseller_id: null }
      }
      initialStep={editId === null ? stepOfDraft(draft.data, ADD_MERCHANT_STEP_COUNT) : 1}
      editId={editId}
      reseller={reseller}
      onSubmitted={setSubmittedId}
    />,
  );
}
