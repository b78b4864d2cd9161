import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STEPS, type ApplicationStep } from '@mbo/contracts/kyb/application-schema';
import { ApplicationWizard } from '../../../components/application-form/application-wizard.tsx';
import { StepCompany } from '../../../components/application-form/step-company.tsx';
import { StepContact } from '../../../components/application-form/step-contact.tsx';
import { StepDocuments } from '../../../components/application-form/step-documents.tsx';
import { StepSettlement } from '../../../components/application-form/step-settlement.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/notify.ts';
import { saveDraft } from '../api/application-draft.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { checkApplication, type ApplicationValues } from './application-values.ts';
import { StepShareholders } from './step-shareholders.tsx';

const PANELS: Record<ApplicationStep, React.ReactNode> = {
  1: <StepCompany />,
  2: <StepContact />,
  3: <StepDocuments />,
  4: <StepShareholders />,
  5: <StepSettlement />,
};
/** Messages of the business number: the server found it wrong or taken, so the form goes back to step 1. */
const NUMBER_MESSAGES = ['kyb.abn_invalid', 'kyb.abn_in_use', 'kyb.uscc_invalid', 'kyb.uscc_in_use'] as const;

interface ApplicationFormProps {
  initialValues: ApplicationValues;
  initialStep: number;
  /** The rejected application being edited, or null when adding (only adding keeps a draft). */
  editId: number | null;
  onSubmitted: (id: number) => void;
}

/**
 * The merchant application's five steps. Adding saves the draft on the server every 30 seconds and on each step
 * change; the submit runs the contract's schema first and jumps to the first failing step with its message for 10
 * seconds.
 */
export function ApplicationForm({ initialValues, initialStep, editId, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation('merchant-application');
  const [form] = Form.useForm<ApplicationValues>();
  const [step, setStep] = useState(initialStep);
  const submit = useSubmitApplication();

  const onSubmit = async () => {
    const checked = checkApplication(form.getFieldsValue(true) as ApplicationValues);
    if (!checked.ok) {
      setStep(checked.step);
      form.setFields([{ name: checked.field as keyof ApplicationValues, errors: [tShared(checked.messageKey)] }]);
      toastError(tShared(checked.messageKey));
      return;
    }
    try {
      const { id } = await submit.mutateAsync({ id: editId, data: checked.application });
      onSubmitted(id);
    } catch (error) {
      if (error instanceof CallError && NUMBER_MESSAGES.some((key) => tShared(key) === error.message)) setStep(1);
    }
  };

  return (
    <ApplicationWizard
      form={form}
      initialValues={initialValues}
      steps={APPLICATION_STEPS.map((each) => ({ title: t(`step.${each}`), panel: PANELS[each] }))}
      step={step}
      onStep={setStep}
      onSaveDraft={editId === null ? (draft) => void saveDraft(draft) : undefined}
      onSubmit={() => void onSubmit()}
      isSubmitting={submit.isPending}
      testId="application-form"
    />
  );
}
