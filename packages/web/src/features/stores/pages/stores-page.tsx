import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useQrPoster } from '../api/get-qr-poster.ts';
import { useStores } from '../api/get-stores.ts';
import { FeeTypeModal } from '../components/fee-type-modal.tsx';
import { StoreDialog, type StoreDialogMode } from '../components/store-dialog.tsx';
import { StoresTable } from '../components/stores-table.tsx';
import { storeDetailPath } from '../lib/detail-path.ts';
import '../stores.css';

/** /store: the paged store list, the add button, the row menu (detail, edit fee, edit payment) and QR posters. */
export default function StoresPage() {
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const { query, setPage } = usePagedQuery(() => ({ page: 1 }));
  const [dialog, setDialog] = useState<StoreDialogMode | null>(null);
  const [isExplaining, setExplaining] = useState(false);
  const stores = useStores(merchantId, query.page);
  const poster = useQrPoster();

  return (
    <div className="stores-page">
      <Card>
        <Flex justify="space-between" align="center" className="stores-page__toolbar">
          <Typography.Title level={2} className="stores-page__title">
            {t('title')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {t('add')}
          </Button>
        </Flex>
        <StoresTable
          rows={stores.data?.page_data.data ?? []}
          total={stores.data?.page_data.total_count ?? 0}
          page={query.page}
          isLoading={stores.isFetching || poster.isPending}
          onPage={setPage}
          onView={(row) => navigate(storeDetailPath(row.id))}
          onEditFee={(row) => setDialog({ kind: 'edit_fee', storeId: row.id })}
          onEditPayment={(row) => setDialog({ kind: 'edit_payment', storeId: row.id })}
          onPoster={(row) => poster.mutate(row.id)}
          onExplainFeeTypes={() => setExplaining(true)}
        />
      </Card>
      <StoreDialog
        merchantId={merchantId}
        mode={dialog}
        limits={stores.data?.limits}
        onClose={() => setDialog(null)}
        onExplainFeeTypes={() => setExplaining(true)}
      />
      <FeeTypeModal open={isExplaining} onClose={() => setExplaining(false)} />
    </div>
  );
}
