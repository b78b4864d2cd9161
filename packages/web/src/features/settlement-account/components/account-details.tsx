import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_TARGET, type SettlementAccount } from '@mbo/contracts/calls/settlement-account';
import { formatBsb } from '@mbo/contracts/lookups/bsb-directory';
import { formatMoney } from '../../../lib/format.ts';
import { groupInFours } from '../lib/account-format.ts';

type Target = Pick<SettlementAccount, 'settlement_type' | 'bank' | 'global_account'>;

/** Where payouts go: a bank account (bank, BSB, number, name) or the global account (nickname, number, balance). */
export function AccountDetails({ target, testId }: { target: Target; testId: string }) {
  const { t } = useTranslation('settlement-account');
  const { bank, global_account: global } = target;
  return (
    <Descriptions column={1} size="small" bordered data-testid={testId}>
      <Descriptions.Item label={t('card.type')}>{t(`type.${target.settlement_type}`)}</Descriptions.Item>
      {target.settlement_type === PAYOUT_TARGET.bank && bank && (
        <>
          <Descriptions.Item label={t('card.bank_name')}>{bank.bank_name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('card.bsb')}>{formatBsb(bank.bsb_number)}</Descriptions.Item>
          <Descriptions.Item label={t('card.account_number')}>{groupInFours(bank.account_number)}</Descriptions.Item>
          <Descriptions.Item label={t('card.account_name')}>{bank.account_name}</Descriptions.Item>
        </>
      )}
      {target.settlement_type !== PAYOUT_TARGET.bank && global && (
        <>
          <Descriptions.Item label={t('card.nickname')}>{global.nickname}</Descriptions.Item>
          <Descriptions.Item label={t('card.number')}>{groupInFours(global.number)}</Descriptions.Item>
          <Descriptions.Item label={t('card.balance')}>
            {formatMoney(global.available_funds, global.currency_id)}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}
