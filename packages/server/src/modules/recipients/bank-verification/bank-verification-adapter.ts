/**
 * The one interface a bank-account verification service implements (issue 14 §3: "a bank-verification adapter
 * whose failure blocks creation"): after our own format and check-digit checks, the bank (or a verification
 * provider — an account-name check, China's four-element card check) says whether the account exists and takes
 * payments. A sandbox today (sandbox-bank-verification.ts); a provider's adapter later, shaped the same way as the
 * payment channels' and the NPP's adapters.
 */

/** The account to verify, as the recipient gives it (bank numbers compact and upper case). */
export interface BankAccountToVerify {
  currencyId: number;
  /** PAYMENT_NETWORK: 1 local, 2 SWIFT, 3 bank transfer, 4 SEPA. */
  network: number;
  holderName: string;
  accountNumber: string;
  bsb: string | null;
  bic: string | null;
  bankName: string | null;
  country: string | null;
}

/** The bank's answer: the account is good (with the provider's reference), or it is not (and why, for our logs). */
export type BankVerificationResult = { status: 'verified'; reference: string } | { status: 'failed'; reason: string };

/** The service did not answer (time-out, outage): nothing is known about the account; the user may try again later. */
export class BankVerificationUnavailableError extends Error {}

export interface BankVerificationAdapter {
  /** Who verifies: 'sandbox-bank' for the sandbox. */
  readonly name: string;
  /** Throws BankVerificationUnavailableError when the service does not answer. */
  verify(account: BankAccountToVerify): Promise<BankVerificationResult>;
}
