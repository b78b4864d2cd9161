import { Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../lib/session.ts';
import { maskedContact, stepOneContact, type Contact } from '../lib/contact.ts';
import { NEW_CONTACT_FORM_ID, NewContactStep } from './new-contact-step.tsx';
import { VERIFY_FORM_ID, VerifyCurrentStep } from './verify-current-step.tsx';

/**
 * Add or change the phone or e-mail (first document, §2 "Security"): step 1 proves the current phone or e-mail
 * (the other one when adding a first phone or e-mail), step 2 the new value with its code, then done. Back from
 * step 2 keeps the proof of step 1. Mounted only while open, so every opening starts afresh.
 */
export function BindWizard({ contact, user, onClose }: { contact: Contact; user: UserInfo; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState<string | null>(null);
  const [boundTo, setBoundTo] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const by = stepOneContact(user, contact);
  const action = maskedContact(user, contact) ? 'change' : 'add';

  const footer = [
    step === 1 && (
      <Button key="back" onClick={() => setStep(0)}>
        {t('wizard.back')}
      </Button>
    ),
    step < 2 && (
      <Button key="cancel" onClick={onClose}>
        {t('wizard.cancel')}
      </Button>
    ),
    <Button
      key="primary"
      type="primary"
      loading={isPending && step < 2}
      htmlType={step < 2 ? 'submit' : 'button'}
      form={step === 0 ? VERIFY_FORM_ID : step === 1 ? NEW_CONTACT_FORM_ID : undefined}
      onClick={step === 2 ? onClose : undefined}
    >
      {t(step === 0 ? 'wizard.next' : step === 1 ? 'wizard.bind' : 'wizard.close')}
    </Button>,
  ];

  return (
    <Modal
      open
      title={t(`wizard.title_${action}_${contact}`)}
      onCancel={onClose}
      footer={footer}
      maskClosable={false}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('wizard.step_verify') },
          { title: t(`wizard.step_new_${contact}`) },
          { title: t('wizard.step_done') },
        ]}
      />
      {step === 0 && (
        <VerifyCurrentStep
          by={by}
          current={maskedContact(user, by) ?? ''}
          onPendingChange={setIsPending}
          onVerified={(value) => {
            setProof(value);
            setStep(1);
          }}
        />
      )}
      {step === 1 && proof && (
        <NewContactStep
          contact={contact}
          proof={proof}
          onPendingChange={setIsPending}
          onBound={(value) => {
            setBoundTo(value);
            setStep(2);
          }}
        />
      )}
      {step === 2 && <Result status="success" title={t(`wizard.done_${contact}`, { value: boundTo ?? '' })} />}
    </Modal>
  );
}
