import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ATTEMPT_STATUSES } from '@mbo/contracts/calls/transaction-finding';
import { TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import { STATUS_CHIPS, type ListQuery, type StatusChip } from '../lib/list-query.ts';

type Chip = 'all' | 'pay' | 'refund' | 'attempts';

const chipOf = (query: ListQuery): Chip =>
  query.view === 'attempts'
    ? 'attempts'
    : query.turnoverType === TURNOVER_TYPE.pay
      ? 'pay'
      : query.turnoverType === TURNOVER_TYPE.refund
        ? 'refund'
        : 'all';

const TURNOVER_OF: Record<Exclude<Chip, 'attempts'>, number> = {
  all: TURNOVER_TYPE.all,
  pay: TURNOVER_TYPE.pay,
  refund: TURNOVER_TYPE.refund,
};

/**
 * The chips above the table: every transaction, payments, refunds, or the attempts that ended without a payment;
 * then a status (paid, partly refunded, refunded, refund failed; for attempts: failed, cancelled, expired). A chip keeps the other filters and starts on page 1.
 */
export function ListChips({ query, onChange }: { query: ListQuery; onChange: (query: ListQuery) => void }) {
  const { t } = useTranslation('transactions');
  const chip = chipOf(query);
  return (
    <Flex wrap gap={12} align="center" className="transactions-chips">
      <Segmented<Chip>
        aria-label={t('chips.label')}
        value={chip}
        options={(['all', 'pay', 'refund', 'attempts'] as const).map((value) => ({
          value,
          label: t(`chips.${value}`),
        }))}
        onChange={(value) =>
          onChange(
            value === 'attempts'
              ? { ...query, view: 'attempts', page: 1 }
              : { ...query, view: 'transactions', turnoverType: TURNOVER_OF[value], page: 1 },
          )
        }
      />
      {chip !== 'attempts' && (
        <Segmented<StatusChip>
          aria-label={t('chips.status')}
          size="small"
          value={query.status}
          options={STATUS_CHIPS.map((value) => ({ value, label: t(`chips.statuses.${value || 'all'}`) }))}
          onChange={(value) => onChange({ ...query, status: value, page: 1 })}
        />
      )}
      {chip === 'attempts' && (
        <Segmented<number>
          aria-label={t('chips.attempt_status')}
          size="small"
          value={query.attemptStatus}
          options={[0, ...ATTEMPT_STATUSES].map((value) => ({ value, label: t(`chips.attempt.${value}`) }))}
          onChange={(value) => onChange({ ...query, attemptStatus: value, page: 1 })}
        />
      )}
    </Flex>
  );
}
