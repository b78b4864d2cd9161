import type { CallName } from '@mbo/contracts/calls/index';

/** Every limit counts calls over this window. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Per-IP limits (requests a minute) stricter than the global one, for the calls that guess secrets or cost a
 * message: sign-in, sign-in links, the sign-in's second step and password changes get AUTH_RATE_LIMIT_PER_MINUTE; calls that send a code or
 * consume one a third of it, since each also has its own per-account window (60 s resend, 5 tries a code); the
 * console's and a merchant admin's invitations (a one-time link setting a first password) as the password reset; the
 * sign-up link's reseller lookup the full share (it answers whether a reseller number exists).
 * The public pay page's order creation and the sandbox wallet's choice get the full share: a customer makes a few.
 * The employee account check answers whether an account is registered, so it gets the auth share too (a member of
 * a merchant could otherwise probe the whole phone book).
 * The security settings' calls: a captcha challenge, a code sent or checked, a bind and the account check of the
 * bind wizard count as the code calls and the employee account check do (a third, the full share).
 * Each path counts on its own (an alias has its own budget).
 */
const SHARE_OF_AUTH_LIMIT: Partial<Record<CallName, number>> = {
  login: 1,
  autoLogin: 1,
  'two_factor/verify_login': 1,
  'GroupUser/ChangePassword': 1,
  SendVerificationCode: 1 / 3,
  register: 1 / 3,
  forget: 1 / 3,
  'console/accept_invitation': 1 / 3,
  accept_invitation: 1 / 3,
  'reseller/link': 1,
  'pay/create_order': 1,
  'pay/pay_order': 1,
  'sandbox/wallet_action': 1,
  'merchant/check_employee_account': 1,
  'captcha/challenge': 1 / 3,
  'GroupUser/SendVerificationCode': 1 / 3,
  'GroupUser/ValVerificationCode': 1 / 3,
  'GroupUser/BandAccount': 1 / 3,
  'GroupUser/CheckAccountIsExist': 1,
};

export type RateLimits = Partial<Record<CallName, number>>;

/** What registerCalls limits beyond the global per-user budget: stricter per-address calls, per-merchant heavy ones. */
export interface CallLimits {
  perAddress: RateLimits;
  perMerchant: RateLimits;
}

/**
 * Calls that build a whole file (an XLSX export, a PDF): on top of the caller's own budget, each is limited per
 * merchant (EXPORT_RATE_LIMIT_PER_MINUTE), so a merchant's many users together cannot keep the server busy with them.
 * Counted after the caller is admitted to the merchant, so nobody else can use up a merchant's share.
 */
const HEAVY_CALLS: readonly CallName[] = [
  'export_transaction_list_report',
  'export_monthly_report',
  'Branch/GetQrPoster',
];

export function heavyRateLimits(perMerchantPerMinute: number): RateLimits {
  return Object.fromEntries(HEAVY_CALLS.map((name) => [name, perMerchantPerMinute]));
}

export function authRateLimits(authPerMinute: number): RateLimits {
  const limits: RateLimits = {};
  for (const [name, share] of Object.entries(SHARE_OF_AUTH_LIMIT) as [CallName, number][]) {
    limits[name] = Math.max(1, Math.ceil(authPerMinute * share));
  }
  return limits;
}
