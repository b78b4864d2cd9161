import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import CollectionsPage from '../features/collections/pages/collections-page.tsx';
import TransferHistoryPage, { TransferHistory } from '../features/remittance/pages/transfer-history-page.tsx';

const COLLECTIONS = 'collections';

/**
 * /transfer: the remittance history (transfer orders, statuses 1–99 of 002 §4) and, in a second tab, the collection
 * orders (their own scale: 3, 5, 10, 99) — both status scales of the spec's history on one page. The tab is kept in
 * the address (`?view=collections`); switching it drops the other list's filters. Composed here, since features
 * never import each other.
 */
export default function TransferPage() {
  const { t } = useTranslation('remittance');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === COLLECTIONS ? COLLECTIONS : 'transfers';
  return (
    <TransferHistoryPage
      extra={
        <Tabs
          aria-label={t('history.tabs_label')}
          activeKey={view}
          onChange={(key) => setParams(key === COLLECTIONS ? { view: COLLECTIONS } : {})}
          destroyOnHidden
          items={[
            { key: 'transfers', label: t('history.tab_transfers'), children: <TransferHistory /> },
            { key: COLLECTIONS, label: t('history.tab_collections'), children: <CollectionsPage /> },
          ]}
        />
      }
    />
  );
}
