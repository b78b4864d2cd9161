import {
  FAST_SETTLE,
  FAST_SETTLE_RATE_PPM,
  type DayType,
  type FastSettleRequestView,
} from '@mbo/contracts/calls/fast-settle';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { formatWireTime } from '../../lib/time.ts';
import type { FastSettleRow } from './fast-settle.repository.ts';

export const fractionOf = (ppm: number) => ppm / 1_000_000;

/** A request's range as the spec lists it: '0' workday, '1' holiday. */
export function rangeOf(row: { rangeWorkday: boolean; rangeHoliday: boolean }): DayType[] {
  return [...(row.rangeWorkday ? (['0'] as const) : []), ...(row.rangeHoliday ? (['1'] as const) : [])];
}

/** What a change asks for, as the table holds it; off keeps no range, and the rates are always the provider's. */
export function changeColumns(change: { is_fast_settle: number; fast_settlement_range: string[] }) {
  const isOn = change.is_fast_settle === FAST_SETTLE.yes;
  return {
    isFastSettle: change.is_fast_settle,
    rangeWorkday: isOn && change.fast_settlement_range.includes('0'),
    rangeHoliday: isOn && change.fast_settlement_range.includes('1'),
    workFeeRatePpm: FAST_SETTLE_RATE_PPM['0'],
    everyFeeRatePpm: FAST_SETTLE_RATE_PPM['1'],
  };
}

export function requestView(row: FastSettleRow, timeZone: string, language: Language): FastSettleRequestView {
  return {
    id: row.id,
    bill_no: row.billNo,
    is_fast_settle: row.isFastSettle,
    fast_settlement_range_list: rangeOf(row),
    bill_status: row.status,
    bill_status_name: translate(language, `fast_settle.status.${row.status}`),
    reason: (language === 'zh_CN' ? row.reasonZh : row.reasonEn) ?? null,
    work_fee_rate: fractionOf(row.workFeeRatePpm),
    every_fee_rate: fractionOf(row.everyFeeRatePpm),
    source: row.source,
    source_user_name: row.sourceUserName,
    create_date: formatWireTime(row.createdAt, timeZone),
    active_time: row.effectiveAt ? formatWireTime(row.effectiveAt, timeZone) : null,
  };
}
