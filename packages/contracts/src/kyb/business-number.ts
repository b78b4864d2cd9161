/** Weights of the ABN checksum (Australian Business Register: "Format of the ABN"). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ABN_MODULUS = 89;

/**
 * Whether an Australian Business Number passes its checksum: 11 digits (spaces allowed), subtract 1 from the
 * first, weight each digit, and the sum is a multiple of 89. A valid checksum does not mean the ABN is registered.
 */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  values[0]! -= 1;
  // A leading 0 would need a negative first digit: no ABN starts with 0.
  if (values[0]! < 0) return false;
  const sum = values.reduce((total, value, index) => total + value * ABN_WEIGHTS[index]!, 0);
  return sum % ABN_MODULUS === 0;
}

/**
 * The ABN whose last nine digits are `nineDigits`, led by the two check digits that make it pass; null when no pair
 * does. For demo, test and bench data: a valid checksum, never a registered business.
 */
export function abnWithCheckDigits(nineDigits: string): string | null {
  for (let check = 10; check <= 99; check += 1) if (isValidAbn(`${check}${nineDigits}`)) return `${check}${nineDigits}`;
  return null;
}

/** The ABN's format check of the form before the checksum (second document, section 5): at least 8 characters. */
export const ABN_MIN_LENGTH = 8;

/** GB 32100-2015, the unified social credit code: its 31 characters (no I, O, S, V, Z) and the weights of 17. */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const USCC_MODULUS = 31;

/**
 * Whether a Chinese unified social credit code passes its checksum: 18 characters of the code's alphabet, the
 * 18th being 31 − (Σ value × weight mod 31), where 31 stands for 0. Upper-casing is the caller's (the form does).
 */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const values = [...code].map((char) => USCC_CHARSET.indexOf(char));
  const sum = values.slice(0, 17).reduce((total, value, index) => total + value * USCC_WEIGHTS[index]!, 0);
  const check = (USCC_MODULUS - (sum % USCC_MODULUS)) % USCC_MODULUS;
  return values[17] === check;
}

/** The stored form of a business number: no spaces, upper case (an ABN's spacing is only presentation). */
export const normalizeBusinessNumber = (value: string): string => value.replace(/\s/g, '').toUpperCase();
