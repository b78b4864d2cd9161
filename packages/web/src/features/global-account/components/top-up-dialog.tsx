import { Button, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@mbo/contracts/calls/global-account';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { useSession } from '../../../lib/session.ts';
import { useCreateTopUp } from '../api/global-account.ts';
import { ReceiptForm } from './receipt-form.tsx';
import { TransferDetails } from './transfer-details.tsx';

interface Values {
  currency_id: number;
  amount: number;
}

/**
 * Top up by bank transfer, in two steps: the amount and currency give a fresh reference and the account to pay into;
 * then the bank's receipt is uploaded (now, or later from the top-ups list).
 */
export function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('global-account');
  const { merchant } = useSession();
  const create = useCreateTopUp(merchant?.id ?? 0);
  const [topUp, setTopUp] = useState<TopUp | null>(null);
  const close = () => {
    setTopUp(null);
    onClose();
  };
  return (
    <Modal open={open} onCancel={close} title={t('top_up.title')} footer={null} destroyOnHidden width={560}>
      {topUp ? (
        <>
          <TransferDetails topUp={topUp} />
          <ReceiptForm topUpId={topUp.id} onDone={close} />
        </>
      ) : (
        <Form<Values>
          layout="vertical"
          initialValues={{ currency_id: 1 }}
          onFinish={(values) => create.mutateAsync(values).then(setTopUp)}
        >
          <Form.Item name="currency_id" label={t('top_up.currency')} htmlFor="top-up-currency">
            <Select
              id="top-up-currency"
              showSearch
              optionFilterProp="label"
              options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('top_up.amount')}
            htmlFor="top-up-amount"
            rules={[{ required: true, message: t('top_up.amount_required') }]}
          >
            <InputNumber id="top-up-amount" min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('top_up.create')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
