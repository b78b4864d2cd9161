import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import { ADD_FOR, isCnyPricingCountry } from '@mbo/contracts/resellers/add-merchant-schema';
import { ApplicationWizard } from '../../../components/application-form/application-wizard.tsx';
import { StepCompany } from '../../../components/application-form/step-company.tsx';
import { StepContact } from '../../../components/application-form/step-contact.tsx';
import { StepDocuments } from '../../../components/application-form/step-documents.tsx';
import { StepSettlement } from '../../../components/application-form/step-settlement.tsx';
import { OnboardingUpload } from '../../../components/onboarding-upload.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/notify.ts';
import { saveAddMerchantDraft } from '../api/add-merchant-draft.ts';
import { useRateFloors } from '../api/get-rate-floors.ts';
import { useSubmitAddMerchant } from '../api/submit-add-merchant.ts';
import { checkAddMerchant, floorsResellerOf, type AddMerchantValues } from '../lib/add-merchant-values.ts';
import { RESELLER_UPLOAD_KIND } from '@mbo/contracts/uploads';
import { ForWhomFields } from './for-whom-fields.tsx';
import { MerchantAdminFields } from './merchant-admin-fields.tsx';
import { RateRows } from './rate-rows.tsx';
import { ShareList } from './share-list.tsx';

/** The form's steps: company, contact, documents, personal IDs, settlement. */
export const ADD_MERCHANT_STEP_COUNT = 5;
/** The server's refusals of step 1 (the business number, the sub-reseller): the form goes back there. */
const STEP_ONE_MESSAGES = [
  'kyb.abn_invalid',
  'kyb.abn_in_use',
  'kyb.uscc_invalid',
  'kyb.uscc_in_use',
  'resellers_onboarding.sub_reseller_not_found',
  'resellers.level_one_only',
] as const;

interface AddMerchantFormProps {
  initialValues: AddMerchantValues;
  initialStep: number;
  /** The rejected application being resubmitted, or null when adding (only adding keeps a draft). */
  editId: number | null;
  reseller: { level: number; name: string };
  onSubmitted: (id: number) => void;
}

/** The power of attorney (step 3), asked when adding for a sub-reseller. */
function PowerOfAttorney() {
  const { t } = useTranslation('reseller-onboarding');
  const addFor = Form.useWatch('for') as number | undefined;
  if (addFor !== ADD_FOR.subReseller) return null;
  return (
    <Form.Item name="power_of_attorney_url" label={t('power_of_attorney')} required>
      <OnboardingUpload label={t('power_of_attorney')} kind={RESELLER_UPLOAD_KIND} testId="upload-power-of-attorney" />
    </Form.Item>
  );
}

/**
 * The reseller's add-merchant form in five steps (second document, section 2 "Reseller onboarding"): company info
 * (and for whom), contact info (and the merchant's admin), company documents (and the power of attorney), personal
 * IDs, settlement info (and the rates, each against its floor). Adding keeps a draft on the server; the submit runs
 * the contract's schema and rate rules first and jumps to the first failing step with its message.
 */
export function AddMerchantForm({ initialValues, initialStep, editId, reseller, onSubmitted }: AddMerchantFormProps) {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const [form] = Form.useForm<AddMerchantValues>();
  const [step, setStep] = useState(initialStep);
  const submit = useSubmitAddMerchant();
  const addFor = (Form.useWatch('for', form) as number | undefined) ?? initialValues.for;
  const subResellerId = Form.useWatch('sub_reseller_id', form) as number | null | undefined;
  const countryId = (Form.useWatch('country_id', form) as number | undefined) ?? 1;
  const isLevelOne = reseller.level === 1;
  // A sub-reseller's floors are its own base rates, also on what its reseller added for it (resubmitting): it asks
  // for its own. A level-1 reseller asks for the chosen sub-reseller's, or its own.
  const floorsOf = isLevelOne ? floorsResellerOf({ for: addFor, sub_reseller_id: subResellerId }) : null;
  const floors = useRateFloors(floorsOf, !isLevelOne || addFor !== ADD_FOR.subReseller || floorsOf !== null);

  const check = (values: AddMerchantValues) =>
    checkAddMerchant(values, { floors: floors.data ?? [], language: i18n.language as Language });

  const onSubmit = async () => {
    const values = form.getFieldsValue(true) as AddMerchantValues;
    const checked = check(values);
    if (!checked.ok) {
      const message = tShared(checked.messageKey, checked.params);
      setStep(checked.step);
      form.setFields([{ name: checked.path as never, errors: [message] }]);
      toastError(message);
      return;
    }
    try {
      const { id } = await submit.mutateAsync({ id: editId, data: checked.data });
      onSubmitted(id);
    } catch (error) {
      if (!(error instanceof CallError)) return;
      if (STEP_ONE_MESSAGES.some((key) => tShared(key) === error.message)) return setStep(1);
      // The floors may have changed since they were read: read them again and show the step the rules now refuse.
      const fresh = await floors.refetch();
      const again = checkAddMerchant(values, { floors: fresh.data ?? [], language: i18n.language as Language });
      if (!again.ok) setStep(again.step);
    }
  };

  const steps = [
    {
      title: t('step.1'),
      panel: (
        <>
          <ForWhomFields isLevelOne={isLevelOne} ownName={reseller.name} />
          <StepCompany hasRole={false} />
        </>
      ),
    },
    {
      title: t('step.2'),
      panel: (
        <>
          <StepContact />
          <MerchantAdminFields />
        </>
      ),
    },
    {
      title: t('step.3'),
      panel: (
        <>
          <StepDocuments documentKind={RESELLER_UPLOAD_KIND} />
          <PowerOfAttorney />
        </>
      ),
    },
    { title: t('step.4'), panel: <ShareList /> },
    {
      title: t('step.5'),
      panel: (
        <>
          <StepSettlement />
          <RateRows floors={floors.data ?? []} isCnyPricing={isCnyPricingCountry(countryId)} />
        </>
      ),
    },
  ];

  return (
    <ApplicationWizard
      form={form}
      initialValues={initialValues}
      steps={steps}
      step={step}
      onStep={setStep}
      onSaveDraft={editId === null ? (draft) => void saveAddMerchantDraft(draft) : undefined}
      onSubmit={() => void onSubmit()}
      isSubmitting={submit.isPending}
      testId="add-merchant-form"
    />
  );
}
