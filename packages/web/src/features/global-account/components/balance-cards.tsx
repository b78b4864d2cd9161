import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { formatAmount } from '../../../lib/format.ts';

type Balance = CallResponse<'GlobalAccounts/GetBalances'>['data'][number];

/** AUD, USD and CNY always show; other currencies when they hold money (or all, on demand). */
const ALWAYS_SHOWN = [1, 2, 3];
const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** One card per currency: available (large), frozen, the account number. */
export function BalanceCards({ balances }: { balances: Balance[] }) {
  const { t } = useTranslation('global-account');
  const [isAll, setIsAll] = useState(false);
  const shown = balances.filter(
    (balance) => isAll || ALWAYS_SHOWN.includes(balance.currency_id) || balance.total !== 0,
  );
  return (
    <Flex vertical gap={8}>
      <div className="global-balances" data-testid="global-balances">
        {shown.map((balance) => (
          <Card key={balance.currency_id} size="small" data-testid={`global-balance-${balance.currency}`}>
            <Flex vertical gap={4}>
              <span className="global-balance__code">{balance.currency}</span>
              <Statistic
                title={t('account.available')}
                value={formatAmount(balance.available, balance.currency_id)}
                valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
              />
              <Typography.Text className={balance.frozen ? 'global-balance__frozen' : undefined}>
                {t('account.frozen')}: {formatAmount(balance.frozen, balance.currency_id)}
              </Typography.Text>
              <span className="global-balance__number">
                {t('account.number')} {groupedNumber(balance.account_number)}
              </span>
            </Flex>
          </Card>
        ))}
      </div>
      <div>
        <Button type="link" onClick={() => setIsAll(!isAll)}>
          {isAll ? t('account.show_held') : t('account.show_all')}
        </Button>
      </div>
    </Flex>
  );
}
