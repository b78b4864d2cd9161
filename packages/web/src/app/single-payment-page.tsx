import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConvertDialog } from '../features/fx/components/convert-dialog.tsx';
import { RatesCard } from '../features/fx/components/rates-card.tsx';
import { BatchPaymentPanel } from '../features/remittance-batch/components/batch-payment-panel.tsx';
import { RecipientFormModal } from '../features/recipients/components/recipient-form-modal.tsx';
import { SendMoneyWizard } from '../features/remittance/components/send-money-wizard.tsx';
import { globalAccountKeys } from '../lib/query-keys.ts';
import { useSession } from '../lib/session.ts';
import { readQuery, writeQuery } from '../lib/url-query.ts';
import '../features/fx/fx.css';
import '../features/remittance/remittance.css';

const TABS = ['single', 'batch', 'transfer'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: { tab: Tab } = { tab: 'single' };

/**
 * /singlePayment: the single-payment wrapper (002 §2) — tabs Single payment (the remittance wizard, with the
 * recipients' add dialog in its second step), Batch payment (the remittance-batch feature's panel) and Transfer
 * (converting between the merchant's own currencies: the FX rates and Convert dialog). The tab is kept in the address
 * (keepAlive); closing goes to the global account. Composed here, since features never import each other.
 */
export default function SinglePaymentPage() {
  const { t } = useTranslation('remittance');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const read = readQuery(params, DEFAULT_TAB)?.tab;
  const tab: Tab = TABS.includes(read as Tab) ? (read as Tab) : 'single';
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;

  return (
    <div className="remittance-page">
      <Card className="single-payment">
        {/* Outside the tab list: a tab list holds tabs only. */}
        <Button
          type="text"
          className="single-payment__close"
          icon={<CloseOutlined />}
          aria-label={t('single.close')}
          onClick={() => void navigate('/account')}
          data-testid="single-payment-close"
        />
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams((current) => writeQuery(current, { tab: key as Tab }, DEFAULT_TAB))}
          items={[
            {
              key: 'single',
              label: t('single.tab_single'),
              children: (
                <SendMoneyWizard
                  renderAddRecipient={({ open, onClose, onSaved }) =>
                    open && (
                      <RecipientFormModal
                        merchantId={merchantId}
                        open
                        recipient={null}
                        onClose={onClose}
                        onSaved={onSaved}
                      />
                    )
                  }
                />
              ),
            },
            { key: 'batch', label: t('single.tab_batch'), children: <BatchPaymentPanel /> },
            { key: 'transfer', label: t('single.tab_transfer'), children: <ConvertTab merchantId={merchantId} /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** Transfer between the merchant's own currencies: the rates, and the Convert dialog; a conversion moves the balances. */
function ConvertTab({ merchantId }: { merchantId: number }) {
  const client = useQueryClient();
  const [convertFrom, setConvertFrom] = useState<number | null>(null);
  return (
    <>
      <RatesCard merchantId={merchantId} onConvert={setConvertFrom} />
      <ConvertDialog
        merchantId={merchantId}
        open={convertFrom !== null}
        onClose={() => setConvertFrom(null)}
        defaultSellCurrencyId={convertFrom ?? 1}
        defaultBuyCurrencyId={convertFrom === 3 ? 1 : 3}
        onConverted={() => void client.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) })}
      />
    </>
  );
}
