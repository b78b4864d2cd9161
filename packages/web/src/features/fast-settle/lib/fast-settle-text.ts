import type { TFunction } from 'i18next';
import { FAST_SETTLE } from '@mbo/contracts/calls/fast-settle';

/** "On" / "Off" in the page's words. */
export const onOffText = (t: TFunction, isFastSettle: number) =>
  t(isFastSettle === FAST_SETTLE.yes ? 'value.on' : 'value.off');

/** "Workday, Holiday", or a dash for none (off). */
export const rangeText = (t: TFunction, range: readonly string[]) =>
  range.length === 0 ? t('value.no_range') : range.map((item) => t(`value.range_${item}`)).join(', ');

/** A rate fraction as the spec shows it: percent, 2 decimals. */
export const percentText = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
