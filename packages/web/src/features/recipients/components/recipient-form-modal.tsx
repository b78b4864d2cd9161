import { App, Form, Modal, Radio, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calls } from '@mbo/contracts/calls/index';
import type { Recipient, RecipientFormInput } from '@mbo/contracts/calls/recipients';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { compactBankNumber } from '@mbo/contracts/remittance/bank-checks';
import {
  BANK_FIELDS,
  networksOf,
  RECIPIENT_CURRENCY,
  RECIPIENT_FIELDS,
  RECIPIENT_KIND,
  RECIPIENT_TYPE,
  recipientLayout,
} from '@mbo/contracts/remittance/recipient-layout';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { zodRule } from '../../../lib/form-rules.ts';
import { useSentCode } from '../../../components/use-sent-code.ts';
import { useFindProductUser, useSaveRecipient, useSendRecipientCode } from '../api/recipients.ts';
import { RecipientFields } from './recipient-fields.tsx';

type Values = Omit<RecipientFormInput, 'type' | 'kind'> & { type: number; kind: number; code?: string };

const { code: codeField } = calls['Recipient/AddRecipient'].request.shape;
/** The country a currency's recipients are usually in, filled in when the currency is chosen. */
const USUAL_COUNTRY: Record<number, string> = { [RECIPIENT_CURRENCY.AUD]: 'AU', [RECIPIENT_CURRENCY.CNY]: 'CN' };

const initialOf = (recipient: Recipient | null): Values =>
  recipient
    ? {
        ...Object.fromEntries(
          RECIPIENT_FIELDS.map((field) => [field, field === 'user_account' ? '' : recipient[field]]),
        ),
        type: recipient.type,
        kind: recipient.kind,
        currency_id: recipient.currency_id,
        payment_network: recipient.payment_network,
      }
    : {
        type: RECIPIENT_TYPE.person,
        kind: RECIPIENT_KIND.bankAccount,
        currency_id: RECIPIENT_CURRENCY.CNY,
        payment_network: networksOf(RECIPIENT_CURRENCY.CNY)[0],
        country: USUAL_COUNTRY[RECIPIENT_CURRENCY.CNY],
      };

const same = (a: unknown, b: unknown) =>
  compactBankNumber(typeof a === 'string' ? a : '') === compactBankNumber(typeof b === 'string' ? b : '');

/**
 * Adding or editing a recipient (issue 14 §3): who receives (a product user by phone or e-mail, or a bank account),
 * person or business, the currency, the network it offers, then that network's fields, each checked as the server
 * checks it; a code sent to the user approves adding, and changing where an existing recipient is paid. The bank's
 * verification happens on saving; its refusal is the server's message.
 */
export function RecipientFormModal({
  merchantId,
  open,
  recipient,
  onClose,
  onSaved,
}: {
  merchantId: number;
  open: boolean;
  /** null: a new recipient. */
  recipient: Recipient | null;
  onClose: () => void;
  onSaved?: (saved: Recipient) => void;
}) {
  const { t, i18n } = useTranslation('recipients');
  const { message } = App.useApp();
  const codeId = useId();
  const [form] = Form.useForm<Values>();
  const [foundUser, setFoundUser] = useState<string | null>(null);
  const sendCode = useSendRecipientCode();
  const code = useSentCode(() => sendCode.mutateAsync(recipient?.id));
  const findUser = useFindProductUser();
  const save = useSaveRecipient(merchantId);
  const isEdit = recipient !== null;
  const initial = initialOf(recipient);

  const values = (Form.useWatch([], form) as Values | undefined) ?? initial;
  const kind = values.kind ?? initial.kind;
  const currencyId = values.currency_id ?? initial.currency_id;
  const networks = networksOf(currencyId);
  const network = kind === RECIPIENT_KIND.bankAccount ? (values.payment_network ?? networks[0]) : null;
  const layout = recipientLayout(
    { kind, type: values.type ?? initial.type, currency_id: currencyId, payment_network: network },
    isEdit ? 'edit' : 'add',
  );
  const isBankChange =
    isEdit &&
    kind === RECIPIENT_KIND.bankAccount &&
    (network !== initial.payment_network ||
      layout.some(({ field }) => BANK_FIELDS.includes(field) && !same(values[field], initial[field])));
  const needsCode = !isEdit || isBankChange;

  const close = () => {
    code.forget();
    setFoundUser(null);
    onClose();
  };

  const onChange = (changed: Partial<Values>) => {
    if (changed.currency_id !== undefined) {
      form.setFieldValue('payment_network', networksOf(changed.currency_id)[0]);
      const country = USUAL_COUNTRY[changed.currency_id];
      if (country && !form.getFieldValue('country')) form.setFieldValue('country', country);
    }
    if (changed.user_account !== undefined) setFoundUser(null);
  };

  const find = async () => {
    try {
      const account = (await form.validateFields(['user_account'])).user_account ?? '';
      setFoundUser((await findUser.mutateAsync(account)).name);
    } catch {
      // The form or the call wrapper has shown why.
    }
  };

  const submit = async () => {
    try {
      const checked = await form.validateFields();
      const { code, ...rest } = checked;
      const input = {
        ...rest,
        kind: kind as 1 | 2,
        type: (rest.type ?? initial.type) as 1 | 2,
        currency_id: currencyId,
        payment_network: network,
      };
      const saved = await save.mutateAsync({
        id: recipient?.id ?? null,
        code: needsCode ? code : undefined,
        recipient: input,
      });
      void message.success(t(isEdit ? 'form.saved' : 'form.created'));
      close();
      onSaved?.(saved);
    } catch {
      // The form or the call wrapper has shown the failure (a failed bank verification: the spec's message).
    }
  };

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'form.edit_title' : 'form.add_title')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onChange}
        data-testid="recipient-form"
        preserve={false}
      >
        <Form.Item name="kind" label={t('form.kind')}>
          <Radio.Group
            disabled={isEdit}
            options={[RECIPIENT_KIND.bankAccount, RECIPIENT_KIND.productUser].map((value) => ({
              value,
              label: t(`kind.${value}`),
            }))}
          />
        </Form.Item>
        {kind === RECIPIENT_KIND.bankAccount && (
          <Form.Item name="type" label={t('form.type')}>
            <Radio.Group
              options={[RECIPIENT_TYPE.person, RECIPIENT_TYPE.business].map((value) => ({
                value,
                label: t(`type.${value}`),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="currency_id" label={t('form.currency')} htmlFor="recipient-currency">
          <Select
            id="recipient-currency"
            disabled={isEdit}
            showSearch
            optionFilterProp="label"
            options={CURRENCIES.map((currency) => ({
              value: currency.id,
              label: `${currency.code} · ${i18n.language === 'zh_CN' ? currency.zh : currency.en}`,
            }))}
          />
        </Form.Item>
        {kind === RECIPIENT_KIND.bankAccount && (
          <Form.Item
            name="payment_network"
            label={t('form.network')}
            extra={network === null ? undefined : t(`network_help.${network}`)}
          >
            <Radio.Group options={networks.map((value) => ({ value, label: t(`network.${value}`) }))} />
          </Form.Item>
        )}
        <RecipientFields
          form={form}
          layout={layout}
          onFindUser={() => void find()}
          foundUser={foundUser}
          isFinding={findUser.isPending}
        />
        {needsCode && (
          <SentCodeField
            id={codeId}
            label={t(isEdit ? 'form.code_bank_change' : 'form.code')}
            rule={zodRule(codeField)}
            placeholder={t('form.code_placeholder')}
            extra={code.sentTo ? t('form.sent', { to: code.sentTo }) : undefined}
            onSend={() => void code.send()}
            isSending={sendCode.isPending}
            isWaiting={code.countdown.isRunning}
            buttonLabel={
              code.countdown.isRunning
                ? t('form.resend_in', { seconds: code.countdown.remaining })
                : t('form.send_code')
            }
          />
        )}
      </Form>
    </Modal>
  );
}
