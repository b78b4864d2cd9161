/** An account number grouped in 4s ("1234 5678 9012"), the spec's display rule. */
export const groupInFours = (digits: string): string => digits.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** A BSB as banks print it ("062-000"). */
export const formatBsb = (bsb: string): string => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);
