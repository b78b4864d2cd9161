import { Skeleton } from 'antd';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import { SettlementTabs } from '../../../components/settlement-tabs.tsx';
import { useSession } from '../../../lib/session.ts';
import { AccountCard } from '../components/account-card.tsx';
import '../settlement-account.css';

/** The cards of the spec: AUD always, USD when the merchant holds it. */
const CARD_CURRENCIES: readonly number[] = [CURRENCY_ID.AUD, CURRENCY_ID.USD];

/** /settlement: where each currency's payouts go (bank account or global account), and its change. */
export default function SettlementAccountPage() {
  const merchantId = useSession().merchant?.id ?? 0;
  const currencies = useCurrencyList(merchantId);
  const shown = (currencies.data ?? [CURRENCY_ID.AUD]).filter((id) => CARD_CURRENCIES.includes(id));
  return (
    <div className="settlement-account">
      <SettlementTabs />
      {currencies.isPending ? (
        <Skeleton active />
      ) : (
        shown.map((currencyId) => <AccountCard key={currencyId} merchantId={merchantId} currencyId={currencyId} />)
      )}
    </div>
  );
}
