import {
  PAYOUT_TARGET,
  SETTLEMENT_METHOD,
  SETTLEMENT_STATUS,
  type ClearingTransaction,
  type Settlement,
} from '@mbo/contracts/calls/payouts';
import type { Language } from '@mbo/contracts/constants';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import { toMajor } from '@mbo/contracts/money';
import { formatWireTime } from '../../lib/time.ts';
import type { ClearingTransactionRecord, SettlementRecord } from './settlements.repository.ts';

/** A settlement row as the wire shows it (see settlementSchema for what each amount means). */
export function settlementView(row: SettlementRecord, transactionCount: number): Settlement {
  const major = (minor: number) => toMajor(minor, row.currencyId);
  const isPaid = row.status === SETTLEMENT_STATUS.paid;
  return {
    id: row.id,
    settlement_id: row.number,
    finance_date: row.financeDate,
    plan_settle_date: row.planSettleDate,
    actual_settle_date: row.actualSettleDate,
    status: row.status,
    currency_id: row.currencyId,
    currency: currencyById(row.currencyId)?.code ?? String(row.currencyId),
    payment_amount: major(row.paymentMinor),
    refund_amount: major(row.refundMinor),
    merchant_fee_amount: major(row.feeMinor),
    clear_amount: major(row.netMinor),
    // What the clearing moved out of the available funds beyond its net: refunds the global account paid.
    global_account_refund_amount: major(
      row.settleMinor + row.settleFeeMinor + row.fastFeeMinor - row.netMinor - row.repaidMinor,
    ),
    disburse_fee_amount: major(row.settleFeeMinor),
    settlement_rate: row.fastFeeRatePpm / 1_000_000,
    fast_fee_amount: major(row.fastFeeMinor),
    return_fee_amount: major(row.returnFeeMinor),
    repaid_amount: major(row.repaidMinor),
    settle_amount: major(row.settleMinor),
    settlement_amount: major(row.settleMinor),
    disburse_amount: isPaid ? major(row.settleMinor) : 0,
    settlement_method: row.kind === SETTLEMENT_METHOD.fast ? SETTLEMENT_METHOD.fast : SETTLEMENT_METHOD.normal,
    payout_target: row.method === 'global' ? PAYOUT_TARGET.globalAccount : PAYOUT_TARGET.bank,
    transaction_count: transactionCount,
  };
}

/** A payment or refund of a settlement; a refund's amounts are negative (they lower the clearing). */
export function clearingTransactionView(
  row: ClearingTransactionRecord,
  currencyId: number,
  timeZone: string,
  language: Language,
): ClearingTransaction {
  const sign = row.turnoverType === 2 ? -1 : 1;
  const channel = PAYMENT_CHANNELS.find((item) => item.id === row.channelId);
  return {
    transaction_id: row.id,
    transaction_number: row.number,
    transaction_datetime: formatWireTime(row.at, timeZone),
    turnover_type: row.turnoverType,
    amount: toMajor(sign * row.amountMinor, currencyId),
    merchant_fee_amount: toMajor(sign * row.feeMinor, currencyId),
    clear_amount: toMajor(sign * (row.amountMinor - row.feeMinor), currencyId),
    payment_channel_id: row.channelId,
    payment_channel: channel ? (language === 'zh_CN' ? channel.zh : channel.en) : String(row.channelId),
    branch_name: row.storeName,
  };
}
