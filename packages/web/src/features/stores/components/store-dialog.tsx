import { App, Button, Form, Modal, Skeleton, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeLimits, PayConfig } from '@mbo/contracts/calls/store-schemas';
import { MESSAGE_TYPE, STORE_FEE_TYPE, STORE_TYPE } from '@mbo/contracts/constants';
import { usePayConfig } from '../api/get-pay-config.ts';
import { useStore } from '../api/get-store.ts';
import { useAddStore, useSavePayConfig, useSetRate } from '../api/save-store.ts';
import { feeBody, feeValuesOf, type FeeValues } from '../lib/fee-form.ts';
import { BasicFields } from './basic-fields.tsx';
import { FeeFields } from './fee-fields.tsx';
import { PaymentFields } from './payment-fields.tsx';

/** The dialog's three modes (the spec's add, edit_fee and edit_payment). */
export type StoreDialogMode =
  { kind: 'add' } | { kind: 'edit_fee'; storeId: number } | { kind: 'edit_payment'; storeId: number };

interface StoreDialogProps {
  merchantId: number;
  mode: StoreDialogMode | null;
  limits: FeeLimits | undefined;
  onClose: () => void;
  onExplainFeeTypes: () => void;
  /** After a store is added: its id (the list opens it, or stays). */
  onAdded?: (id: number) => void;
}

type PaymentValues = Pick<
  PayConfig,
  'support_currency_list' | 'reqiure_message_type' | 'is_get_user_info' | 'qr_logo_url' | 'pay_logo_url'
>;
type AddValues = FeeValues &
  PaymentValues & {
    name: string;
    short_name: string;
    type: number;
    address: string;
    office_phone?: string;
    mobile_phone?: string;
    industry_parent?: number;
    industry_id?: number;
    store_photo_url?: string | null;
  };

const STEP_ONE_FIELDS = [
  'name',
  'short_name',
  'type',
  'address',
  'office_phone',
  'mobile_phone',
  'industry_parent',
  'industry_id',
  'store_photo_url',
];

const paymentBody = (values: PaymentValues) => ({
  support_currency_list: values.support_currency_list,
  reqiure_message_type: values.reqiure_message_type,
  is_get_user_info: values.is_get_user_info ?? false,
  qr_logo_url: values.qr_logo_url ?? null,
  pay_logo_url: values.pay_logo_url ?? null,
});

/** One dialog, three modes; each open gets a fresh form. */
export function StoreDialog({ mode, ...props }: StoreDialogProps) {
  if (!mode) return null;
  if (mode.kind === 'add') return <AddStore key="add" {...props} />;
  if (mode.kind === 'edit_fee') return <EditFee key={`fee-${mode.storeId}`} storeId={mode.storeId} {...props} />;
  return <EditPayment key={`pay-${mode.storeId}`} storeId={mode.storeId} {...props} />;
}

type Props = Omit<StoreDialogProps, 'mode'>;

/** Add: step 1 basic details; step 2 fee type, payment settings and images; one call at the end. */
function AddStore({ merchantId, limits, onClose, onExplainFeeTypes, onAdded }: Props) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const [form] = Form.useForm<AddValues>();
  const [step, setStep] = useState(0);
  const add = useAddStore(merchantId);

  const next = async () => {
    try {
      await form.validateFields(STEP_ONE_FIELDS);
      setStep(1);
    } catch {
      // The fields show what is wrong.
    }
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as AddValues;
    try {
      const result = await add.mutateAsync({
        name: values.name,
        short_name: values.short_name,
        type: values.type,
        address: values.address,
        office_phone: values.office_phone || null,
        mobile_phone: values.mobile_phone || null,
        industry_id: values.industry_id ?? null,
        store_photo_url: values.store_photo_url ?? null,
        ...feeBody(values),
        ...paymentBody(values),
      });
      void message.success(t('dialog.added', { number: result.branch.number }));
      onAdded?.(result.branch.id);
      onClose();
    } catch {
      // The call wrapper has shown the refusal; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open
      width={760}
      title={t('dialog.add_title')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        step === 0
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>,
              <Button key="next" type="primary" onClick={() => void next()}>
                {t('dialog.next')}
              </Button>,
            ]
          : [
              <Button key="back" onClick={() => setStep(0)}>
                {t('dialog.back')}
              </Button>,
              <Button key="submit" type="primary" loading={add.isPending} onClick={() => void submit()}>
                {t('dialog.submit')}
              </Button>,
            ]
      }
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: t('dialog.step_basic') }, { title: t('dialog.step_settings') }]}
        className="store-dialog__steps"
      />
      <Form<AddValues>
        form={form}
        name="store-add"
        layout="vertical"
        preserve
        initialValues={{
          type: STORE_TYPE.physical,
          fee_type: STORE_FEE_TYPE.none,
          support_currency_list: [1],
          reqiure_message_type: MESSAGE_TYPE.optional,
          is_get_user_info: false,
          rates: {},
          cards: {},
        }}
      >
        {step === 0 ? (
          <BasicFields merchantId={merchantId} />
        ) : (
          <>
            <FeeFields limits={limits} onExplain={onExplainFeeTypes} />
            <PaymentFields />
          </>
        )}
      </Form>
    </Modal>
  );
}

interface EditModalProps<V> {
  title: string;
  width: number;
  /** The form's name (the OK button submits it by this id). */
  name: string;
  /** The values being edited; a skeleton until they load. */
  initialValues: V | undefined;
  saving: boolean;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** The edit_fee and edit_payment dialogs: load, edit, save, toast, close (a failure is toasted by the call wrapper). */
function EditModal<V extends object>({
  title,
  width,
  name,
  initialValues,
  saving,
  save,
  onClose,
  children,
}: EditModalProps<V>) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const submit = async (values: V) => {
    try {
      await save(values);
      void message.success(t('dialog.saved'));
      onClose();
    } catch {
      // Shown by the call wrapper.
    }
  };
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ htmlType: 'submit', form: name, loading: saving, disabled: !initialValues }}
    >
      {initialValues ? (
        <Form<V> name={name} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
          {children}
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

function EditFee({ merchantId, storeId, limits, onClose, onExplainFeeTypes }: Props & { storeId: number }) {
  const { t, i18n } = useTranslation('stores');
  const store = useStore(merchantId, storeId, i18n.language);
  const setRate = useSetRate(merchantId);
  return (
    <EditModal<FeeValues>
      title={t('dialog.fee_title', { name: store.data?.branch.name ?? '' })}
      width={680}
      name="store-fee"
      initialValues={store.data ? feeValuesOf(store.data.branch) : undefined}
      saving={setRate.isPending}
      save={(values) => setRate.mutateAsync({ id: storeId, ...feeBody(values) })}
      onClose={onClose}
    >
      <FeeFields limits={store.data?.limits ?? limits} onExplain={onExplainFeeTypes} />
    </EditModal>
  );
}

function EditPayment({ merchantId, storeId, onClose }: Props & { storeId: number }) {
  const { t } = useTranslation('stores');
  const config = usePayConfig(merchantId, storeId);
  const save = useSavePayConfig(merchantId);
  return (
    <EditModal<PaymentValues>
      title={t('dialog.payment_title')}
      width={640}
      name="store-payment"
      initialValues={config.data}
      saving={save.isPending}
      save={(values) => save.mutateAsync({ id: storeId, ...paymentBody(values) })}
      onClose={onClose}
    >
      <PaymentFields />
    </EditModal>
  );
}
