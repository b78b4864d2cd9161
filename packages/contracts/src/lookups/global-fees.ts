/**
 * The provider's published fees for global accounts (second document, Business info: "collection and payment fee
 * table per currency and network; a static error and fee table"). The spec names the shape, not the figures: the
 * networks and amounts below are ours, set per deployment. Rates in parts per million, amounts in minor units of
 * the schedule's currency.
 */
import { BANK_SETTLEMENT_FEE_MINOR } from '../constants.ts';

export interface NetworkFee {
  /** Chinese name (network_alias) and English name (network_en_alias) of the network. */
  zh: string;
  en: string;
  ratePpm: number;
  minFeeMinor: number;
  fixedMinor: number;
}

export interface CurrencyFeeSchedule {
  currencyId: number;
  /** Money received into the global account. */
  collection: readonly NetworkFee[];
  /** Money paid out of the global account. */
  payment: readonly NetworkFee[];
}

const fee = (en: string, zh: string, ratePpm: number, minFeeMinor: number, fixedMinor: number): NetworkFee => ({
  en,
  zh,
  ratePpm,
  minFeeMinor,
  fixedMinor,
});

export const GLOBAL_ACCOUNT_FEES: readonly CurrencyFeeSchedule[] = [
  {
    currencyId: 1,
    collection: [
      fee('NPP (PayID / Osko)', 'NPP 实时到账（PayID / Osko）', 0, 0, 0),
      fee('Direct Entry (BECS)', '直接入账（BECS）', 0, 0, 0),
      fee('SWIFT', 'SWIFT 电汇', 1_000, 1_000, 0),
    ],
    payment: [
      fee('NPP (PayID / Osko)', 'NPP 实时到账（PayID / Osko）', 0, 0, BANK_SETTLEMENT_FEE_MINOR),
      fee('Direct Entry (BECS)', '直接入账（BECS）', 0, 0, BANK_SETTLEMENT_FEE_MINOR),
      fee('SWIFT', 'SWIFT 电汇', 1_000, 1_500, 0),
    ],
  },
  {
    currencyId: 2,
    collection: [
      fee('ACH', 'ACH 自动清算', 0, 0, 0),
      fee('Fedwire', 'Fedwire 电汇', 0, 0, 500),
      fee('SWIFT', 'SWIFT 电汇', 1_000, 1_000, 0),
    ],
    payment: [
      fee('ACH', 'ACH 自动清算', 0, 0, 100),
      fee('Fedwire', 'Fedwire 电汇', 0, 0, 1_500),
      fee('SWIFT', 'SWIFT 电汇', 1_000, 2_000, 0),
    ],
  },
];

/** The spec's returned settlement fee: 25 AUD per payment returned by the bank. */
export const RETURNED_SETTLEMENT_FEE_MINOR = 2_500;

/** A fee of the static table: what it is for and what it costs (in AUD minor units; 0 is free). */
export interface StaticFee {
  key: string;
  en: string;
  zh: string;
  feeMinor: number;
  /** Charged per payout (every fee here is). */
  enUnit: string;
  zhUnit: string;
}

export const SETTLEMENT_FEES: readonly StaticFee[] = [
  {
    key: 'bank',
    en: 'Settlement to a bank account',
    zh: '结算至银行账户',
    feeMinor: BANK_SETTLEMENT_FEE_MINOR,
    enUnit: 'per payment',
    zhUnit: '每笔',
  },
  {
    key: 'global',
    en: 'Settlement to the global account',
    zh: '结算至全球账户',
    feeMinor: 0,
    enUnit: 'per payment',
    zhUnit: '每笔',
  },
  {
    key: 'returned',
    en: 'Settlement returned by the bank',
    zh: '结算款被银行退回',
    feeMinor: RETURNED_SETTLEMENT_FEE_MINOR,
    enUnit: 'per payment',
    zhUnit: '每笔',
  },
];

/**
 * Why a bank returns a settlement (the BECS return reason codes of Australian direct entry) and what the merchant
 * does about it. Each return costs RETURNED_SETTLEMENT_FEE_MINOR; the money goes to the global account meanwhile.
 */
export interface SettlementReturnReason {
  code: string;
  en: string;
  zh: string;
  enAction: string;
  zhAction: string;
}

const CHECK_DETAILS_EN = 'Check the account name, BSB and account number in the settlement account settings.';
const CHECK_DETAILS_ZH = '请在结算账户设置中核对户名、BSB 和账号。';
const ASK_BANK_EN = 'Ask your bank why it refused the payment, then contact support.';
const ASK_BANK_ZH = '请向您的银行了解拒收原因，然后联系客服。';

export const SETTLEMENT_RETURN_REASONS: readonly SettlementReturnReason[] = [
  { code: '1', en: 'Invalid BSB number', zh: 'BSB 号码无效', enAction: CHECK_DETAILS_EN, zhAction: CHECK_DETAILS_ZH },
  { code: '2', en: 'Payment stopped', zh: '付款被止付', enAction: ASK_BANK_EN, zhAction: ASK_BANK_ZH },
  {
    code: '3',
    en: 'Account closed',
    zh: '账户已关闭',
    enAction: 'Set up another settlement account.',
    zhAction: '请设置新的结算账户。',
  },
  { code: '4', en: 'Customer deceased', zh: '账户持有人已故', enAction: ASK_BANK_EN, zhAction: ASK_BANK_ZH },
  {
    code: '5',
    en: 'No account or incorrect account number',
    zh: '账户不存在或账号错误',
    enAction: CHECK_DETAILS_EN,
    zhAction: CHECK_DETAILS_ZH,
  },
  { code: '6', en: 'Refer to customer', zh: '请联系收款人', enAction: ASK_BANK_EN, zhAction: ASK_BANK_ZH },
  { code: '8', en: 'Invalid user ID number', zh: '用户识别号无效', enAction: ASK_BANK_EN, zhAction: ASK_BANK_ZH },
  { code: '9', en: 'Technically invalid', zh: '技术性无效', enAction: CHECK_DETAILS_EN, zhAction: CHECK_DETAILS_ZH },
];
