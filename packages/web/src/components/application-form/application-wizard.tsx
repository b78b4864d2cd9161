import { Button, Card, Flex, Form, Steps, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's autosave period (second document, section 9). */
export const DRAFT_SAVE_MS = 30_000;
/** Where a draft keeps the step it was left at. */
const STEP_KEY = '__step';

export interface WizardStep {
  title: string;
  panel: ReactNode;
}

interface ApplicationWizardProps<Values> {
  form: FormInstance<Values>;
  initialValues: Values;
  steps: readonly WizardStep[];
  /** The step shown, 1-based (the page holds it: a refused submit moves it). */
  step: number;
  onStep: (step: number) => void;
  /** Saves the draft with the step (adding only): every 30 seconds and on each step change. */
  onSaveDraft?: (draft: Record<string, unknown>) => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  testId: string;
}

/**
 * An onboarding form in steps (the merchant application and the reseller's add-merchant form): every step stays
 * mounted, so nothing typed is lost moving between them; previous / next, submit on the last step; the draft saved
 * while adding.
 */
export function ApplicationWizard<Values>({
  form,
  initialValues,
  steps,
  step,
  onStep,
  onSaveDraft,
  onSubmit,
  isSubmitting,
  testId,
}: ApplicationWizardProps<Values>) {
  const { t } = useTranslation('merchant-application');
  const stepRef = useRef(step);
  const saveRef = useRef(onSaveDraft);
  useEffect(() => {
    stepRef.current = step;
    saveRef.current = onSaveDraft;
  });
  const isDrafting = onSaveDraft !== undefined;

  const save = () =>
    saveRef.current?.({ ...(form.getFieldsValue(true) as Record<string, unknown>), [STEP_KEY]: stepRef.current });

  useEffect(() => {
    if (!isDrafting) return;
    const timer = setInterval(save, DRAFT_SAVE_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer for the page's life; save reads refs
  }, [isDrafting]);

  const goTo = (next: number) => {
    onStep(next);
    stepRef.current = next;
    save();
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues as object} data-testid={testId}>
      <Steps
        current={step - 1}
        onChange={(index) => goTo(index + 1)}
        items={steps.map((each) => ({ title: each.title }))}
        style={{ marginBottom: 24 }}
      />
      {steps.map((each, index) => (
        <Card key={each.title} title={each.title} hidden={index + 1 !== step} data-testid={`step-${index + 1}`}>
          {each.panel}
        </Card>
      ))}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        {step > 1 ? <Button onClick={() => goTo(step - 1)}>{t('previous')}</Button> : null}
        {step < steps.length ? (
          <Button type="primary" onClick={() => goTo(step + 1)} data-testid="next-step">
            {t('next')}
          </Button>
        ) : (
          <Button type="primary" loading={isSubmitting} onClick={onSubmit} data-testid="submit-application">
            {t('submit')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

/** The step a saved draft was left at (1 when none, or not one of the form's `count` steps). */
export const stepOfDraft = (draft: Record<string, unknown> | null | undefined, count: number): number => {
  const step = Number(draft?.[STEP_KEY]);
  return Number.isInteger(step) && step >= 1 && step <= count ? step : 1;
};

/** A draft without the wizard's own bookkeeping, as the form's values. */
export const withoutStep = (draft: Record<string, unknown>): Record<string, unknown> => {
  const { [STEP_KEY]: _step, ...values } = draft;
  return values;
};
