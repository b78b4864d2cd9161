/** Business constants of the specification, one name each. Code refers to the name, never to the number. */

export const IDLE_LOGOUT_MS = 900_000;
export const IDLE_WARNING_COUNTDOWN_S = 30;
export const TOKEN_REFRESH_MS = 120_000;
export const CODE_RESEND_S = 60;
export const CODE_VALID_MS = 5 * 60_000;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_LENGTH = 6;
export const CODE_EXPIRE_SECONDS_SENT = 60;
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 20;
export const PHONE_MIN = 7;
export const PHONE_MAX = 20;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCKOUT_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const DEFAULT_COUNTRY_CODE = '+61';
export const PHONE_COUNTRY_CODES = [
  '+61', '+86', '+886', '+852', '+853', '+64', '+82', '+81', '+66', '+60', '+62', '+1',
] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export const MERCHANT_SWITCH_OVERLAY_MS = 3_000;
export const SIDEBAR_COLLAPSE_BELOW_PX = 1440;
export const SIDEBAR_HOVER_OPEN_MS = 1_000;
export const TOAST_SECONDS = 10;
export const IDENTITY_REVIEW_WARNING_SECONDS = 10;
export const AGREEMENT_CATEGORY_ID = 10001;
export const REG_TYPE = 5;
export const PAGE_SIZE = 10;
/** Fee for paying a settlement out to a bank account: 0.55 (AUD) per payout, in minor units; free to a global account. */
export const BANK_SETTLEMENT_FEE_MINOR = 55;
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';
/** Dashboard (first document, sections 7 and 9): its currencies (AUD 1, USD 2) and TimeReport's groupTimeType. */
export const DASHBOARD_CURRENCY_IDS = [1, 2] as const;
export const GROUP_TIME_TYPE = { month: 0, week: 1, day: 2 } as const;
/** Ours: the trend bars show the chosen period and the ones before it, this many in all. */
export const DASHBOARD_TREND_PERIODS = 7;
/** A report's date range spans at most this many days (second document, sections 5 and 9). */

export const LANGUAGES = ['en', 'zh_CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Verification-code purposes (MsgType). 1 is login (spec); 3–6 are the security binds; 7–8 are ours. */
export const MSG_TYPE = {
  login: 1,
  register: 2,
  verifyOldPhone: 3,
  bindPhone: 4,
  verifyOldEmail: 5,
  bindEmail: 6,
  resetPassword: 7,
  refund: 8,
} as const;
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];

export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** verify_status of the person (identity) record. */
export const VERIFY_STATUS = { underReview: 0, passed: 1, rejected: 2 } as const;

/** Date filters (second document, sections 5 and 9): a span of at most this many days … */
export const DATE_SPAN_MAX_DAYS = 365;
/** … and no dates more than this many days ahead (the last pickable day is tomorrow). */
export const DATE_MAX_DAYS_AHEAD = 1;
/** API callers may ask for larger pages than the screens' PAGE_SIZE, up to this. */
export const API_PAGE_SIZE_MAX = 100;
