/** An account number grouped in 4s, as the spec shows account numbers ("1234 5678", "9001 0000 0000 4271"). */
export const groupInFours = (digits: string): string => digits.replace(/(.{4})(?=.)/g, '$1 ');
