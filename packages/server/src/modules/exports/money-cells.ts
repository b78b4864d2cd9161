import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { spreadsheetMoneyFormat } from '@mbo/contracts/money';
import type { XlsxFormattedNumber } from './xlsx-writer.ts';

/** Every known currency's money format: declared by a sheet whose amount cells each carry their row's currency. */
export const MONEY_CELL_FORMATS: readonly string[] = CURRENCIES.map((currency) => spreadsheetMoneyFormat(currency.id));
// Built once per currency: an export writes hundreds of thousands of amount cells.
const FORMAT_OF = new Map(CURRENCIES.map((currency, index) => [currency.id, MONEY_CELL_FORMATS[index]!]));

/**
 * An amount cell in the one money format ("AUD 1,663.27", "−AUD 12.30", "JPY 1,000"): still a number, so a column
 * adds up, shown with its row's currency. An unknown currency's amount stays a plain number; no amount, no cell.
 */
export function moneyCell(major: number | null | undefined, currencyId: number): XlsxFormattedNumber | number | null {
  if (major === null || major === undefined) return null;
  const numFmt = FORMAT_OF.get(currencyId);
  return numFmt ? { number: major, numFmt } : major;
}

/** The same for a currency named by its ISO code (a payment's pay currency). */
export const moneyCellIn = (major: number | null | undefined, code: string) =>
  moneyCell(major, CURRENCIES.find((currency) => currency.code === code)?.id ?? 0);
