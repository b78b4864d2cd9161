import { Button, Card, Flex, Form, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STEPS, type ApplicationStep } from '@mbo/contracts/kyb/application-schema';
import { tShared } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/notify.ts';
import { saveDraft } from '../api/application-draft.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { checkApplication, type ApplicationValues } from './application-values.ts';
import { StepCompany } from './step-company.tsx';
import { StepContact } from './step-contact.tsx';
import { StepDocuments } from './step-documents.tsx';
import { StepSettlement } from './step-settlement.tsx';
import { StepShareholders } from './step-shareholders.tsx';

/** The spec's autosave period (second document, section 9). */
const DRAFT_SAVE_MS = 30_000;
const STEP_KEY = '__step';
const PANELS: Record<ApplicationStep, () => React.JSX.Element> = {
  1: StepCompany,
  2: StepContact,
  3: StepDocuments,
  4: StepShareholders,
  5: StepSettlement,
};
/** Messages of the business number: the server found it wrong or taken, so the form goes back to step 1. */
const NUMBER_MESSAGES = ['kyb.abn_invalid', 'kyb.abn_in_use', 'kyb.uscc_invalid', 'kyb.uscc_in_use'] as const;

interface ApplicationFormProps {
  initialValues: ApplicationValues;
  initialStep: ApplicationStep;
  /** The rejected application being edited, or null when adding (only adding keeps a draft). */
  editId: number | null;
  onSubmitted: (id: number) => void;
}

/**
 * The five steps in one form (every step stays mounted, so nothing typed is lost moving between them). Adding saves
 * the draft on the server every 30 seconds and on each step change; the submit runs the contract's schema first and
 * jumps to the first failing step with its message for 10 seconds.
 */
export function ApplicationForm({ initialValues, initialStep, editId, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation('merchant-application');
  const [form] = Form.useForm<ApplicationValues>();
  const [step, setStep] = useState<ApplicationStep>(initialStep);
  const submit = useSubmitApplication();
  const stepRef = useRef(step);
  stepRef.current = step;
  const isDrafting = editId === null;

  const save = () => {
    if (isDrafting)
      void saveDraft({ ...(form.getFieldsValue(true) as Record<string, unknown>), [STEP_KEY]: stepRef.current });
  };

  useEffect(() => {
    if (!isDrafting) return;
    const timer = setInterval(save, DRAFT_SAVE_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer for the page's life; save reads refs
  }, [isDrafting]);

  const goTo = (next: ApplicationStep) => {
    setStep(next);
    stepRef.current = next;
    save();
  };

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
    <Form form={form} layout="vertical" initialValues={initialValues} data-testid="application-form">
      <Steps
        current={step - 1}
        onChange={(index) => goTo((index + 1) as ApplicationStep)}
        items={APPLICATION_STEPS.map((each) => ({ title: t(`step.${each}`) }))}
        style={{ marginBottom: 24 }}
      />
      {APPLICATION_STEPS.map((each) => {
        const Panel = PANELS[each];
        return (
          <Card key={each} title={t(`step.${each}`)} hidden={each !== step} data-testid={`step-${each}`}>
            <Panel />
          </Card>
        );
      })}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        {step > 1 ? <Button onClick={() => goTo((step - 1) as ApplicationStep)}>{t('previous')}</Button> : null}
        {step < 5 ? (
          <Button type="primary" onClick={() => goTo((step + 1) as ApplicationStep)} data-testid="next-step">
            {t('next')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={submit.isPending}
            onClick={() => void onSubmit()}
            data-testid="submit-application"
          >
            {t('submit')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

export const stepOfDraft = (draft: Record<string, unknown> | null): ApplicationStep => {
  const step = Number(draft?.[STEP_KEY]);
  return (APPLICATION_STEPS as readonly number[]).includes(step) ? (step as ApplicationStep) : 1;
};
