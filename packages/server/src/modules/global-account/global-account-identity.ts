import { ACCOUNT_KIND, type Ledger } from '../../money/money.public.ts';

/**
 * The number of a merchant's global account in a currency. There is no global-account table (the ledger's accounts
 * are the account): the number is derived, stable and unique, from the merchant and the currency — 16 digits: "9",
 * the currency id in 3 digits, the merchant id in 11 digits and a Luhn check digit (a mistyped digit is caught).
 */
export function globalAccountNumber(merchantId: number, currencyId: number): string {
  if (!Number.isSafeInteger(merchantId) || merchantId <= 0 || merchantId >= 1e11)
    throw new Error(`merchant id out of range: ${merchantId}`);
  if (!Number.isSafeInteger(currencyId) || currencyId <= 0 || currencyId >= 1e3)
    throw new Error(`currency id out of range: ${currencyId}`);
  const body = `9${String(currencyId).padStart(3, '0')}${String(merchantId).padStart(11, '0')}`;
  return body + luhnCheckDigit(body);
}

/** The Luhn (mod 10) check digit of a digit string. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export interface GlobalAccountFacts {
  /** The ledger's global account id for the merchant and currency (the refund account's id too). */
  id: number;
  currencyId: number;
  number: string;
  /** What the merchant holds available there, minor units (the ledger balance is credit-negative; frozen cash aside). */
  balanceMinor: number;
}

/** A merchant's global account in a currency: its id, number and balance in the ledger. */
export async function readGlobalAccount(
  ledger: Ledger,
  merchantId: number,
  currencyId: number,
): Promise<GlobalAccountFacts> {
  const leg = { merchantId, currencyId, kind: ACCOUNT_KIND.global };
  const [id] = await ledger.accountIds([leg]);
  const balanceMinor = -(await ledger.balance(leg));
  return { id: id!, currencyId, number: globalAccountNumber(merchantId, currencyId), balanceMinor };
}
