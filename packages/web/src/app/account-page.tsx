import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AccountPage from '../features/global-account/pages/account-page.tsx';
import { ConvertDialog } from '../features/fx/components/convert-dialog.tsx';
import { useSession } from '../lib/session.ts';
import { globalAccountKeys } from '../lib/query-keys.ts';

/**
 * /account: the global account's page (global-account feature) with the conversion between its currencies (fx
 * feature) and the way to the collection orders (collections feature) in its action bar; a conversion refreshes the
 * balances and the history. Composed here, since features never import each other.
 */
export default function AccountWithConversion() {
  const { t } = useTranslation(['fx', 'collections']);
  const { merchant } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [isConverting, setIsConverting] = useState(false);
  const merchantId = merchant?.id ?? 0;
  return (
    <AccountPage
      actions={
        <>
          <Button onClick={() => setIsConverting(true)}>{t('rates.convert')}</Button>
          <Button onClick={() => void navigate('/createCommodity')}>{t('collections:account_link')}</Button>
          <ConvertDialog
            merchantId={merchantId}
            open={isConverting}
            onClose={() => setIsConverting(false)}
            defaultSellCurrencyId={1}
            defaultBuyCurrencyId={3}
            onConverted={() => void client.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) })}
          />
        </>
      }
    />
  );
}
