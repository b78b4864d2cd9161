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
