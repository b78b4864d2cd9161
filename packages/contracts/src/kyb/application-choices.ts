/**
 * The choices of the merchant application (second document, sections 3 and 9), one name each. Labels are in the
 * catalogues (`kyb.company_type_<id>`, `kyb.position_<id>`).
 */
export const CLASS_NUMBER_APPLICATION = '001';

/** Role in the company (position_type): 0 shareholder or owner, 1 director or legal person, 2 other. */
export const POSITION_TYPES = [0, 1, 2] as const;
/** Store types: 1 physical (store photos required), 2 online (website required), 3 micro-shop. */
export const STORE_TYPE = { physical: 1, online: 2, microShop: 3 } as const;
export const STORE_TYPES = [STORE_TYPE.physical, STORE_TYPE.online, STORE_TYPE.microShop] as const;
/** Settlement: 1 to the global account, 2 to a bank account (the default). */
export const SETTLEMENT_TYPE = { globalAccount: 1, bankAccount: 2 } as const;
/** Fast (T+0) settlement: 1 yes, 2 no; its day types '0' working day (1.5 %), '1' holiday (2 %). */
export const FAST_SETTLE = { yes: 1, no: 2 } as const;
export const SETTLEMENT_DAY_TYPES = ['0', '1'] as const;
export const FAST_SETTLE_RATE_PPM = { '0': 15_000, '1': 20_000 } as const;

/**
 * Company types (`arrayCompanyType`; the spec shows the call, not its values): the legal forms an Australian or
 * Chinese business registers as.
 */
export const COMPANY_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;

/** Industry categories of the spec (level 1): retail, e-commerce, restaurants, education, travel, other. */
export const INDUSTRY_CATEGORY = {
  retail: 224,
  eCommerce: 219,
  restaurants: 231,
  education: 318,
  travel: 153,
  other: 0,
} as const;

/**
 * What an approved application's merchant starts with (second document, section 9 "Defaults in the submit
 * payload"): rate 0.02 on every kind on payment channel 5, disbursed T+3, settled in AUD (1).
 */
export const APPROVAL_DEFAULTS = {
  paymentChannelId: 5,
  ratePpm: 20_000,
  disbursePeriodDays: 3,
  settlementCurrencyId: 1,
  storeFeeType: 2,
  payCurrencyIds: [1],
} as const;

/** Application status as the spec derives it (is_check_reject → 2, is_checked → 1, else 0). */
export const APPLICATION_STATUS = { underReview: 0, approved: 1, rejected: 2 } as const;
export function applicationStatusOf(flags: { isChecked: boolean; isCheckReject: boolean }): number {
  if (flags.isCheckReject) return APPLICATION_STATUS.rejected;
  return flags.isChecked ? APPLICATION_STATUS.approved : APPLICATION_STATUS.underReview;
}
