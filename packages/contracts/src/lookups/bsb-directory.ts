/**
 * A directory of Australian BSB prefixes (issue 12 §1: the settlement account's bank form checks the BSB against
 * it; web and server share it). A BSB ("bank-state-branch") has six digits under the Australian Payments Network's
 * (formerly APCA's) numbering: the first two name the financial institution, the third the state the branch is in,
 * the last three the branch. Written from the public numbering scheme; it lists the main institutions' prefixes, not
 * every branch. An institution that numbers its BSBs differently (one BSB for the whole bank, e.g. ING's 923-100 or
 * Macquarie's 182-512) still fits, as its third digit is one of the state digits.
 */

export interface BsbBank {
  /** The two leading digits. */
  prefix: string;
  en: string;
  zh: string;
}

/** Financial institutions by their two-digit BSB prefix. */
export const BSB_BANKS: readonly BsbBank[] = [
  { prefix: '01', en: 'ANZ', zh: '澳新银行' },
  { prefix: '03', en: 'Westpac', zh: '西太平洋银行' },
  { prefix: '04', en: 'Westpac', zh: '西太平洋银行' },
  { prefix: '06', en: 'Commonwealth Bank', zh: '澳大利亚联邦银行' },
  { prefix: '08', en: 'National Australia Bank', zh: '澳大利亚国民银行' },
  { prefix: '09', en: 'Reserve Bank of Australia', zh: '澳大利亚储备银行' },
  { prefix: '10', en: 'BankSA', zh: '南澳银行' },
  { prefix: '11', en: 'St.George Bank', zh: '圣乔治银行' },
  { prefix: '12', en: 'Bank of Queensland', zh: '昆士兰银行' },
  { prefix: '18', en: 'Macquarie Bank', zh: '麦格理银行' },
  { prefix: '19', en: 'Bank of Melbourne', zh: '墨尔本银行' },
  { prefix: '24', en: 'Citibank', zh: '花旗银行' },
  { prefix: '30', en: 'Bankwest', zh: '西澳银行' },
  { prefix: '31', en: 'Bank Australia', zh: 'Bank Australia' },
  { prefix: '33', en: 'St.George Bank', zh: '圣乔治银行' },
  { prefix: '34', en: 'HSBC Bank Australia', zh: '汇丰银行（澳大利亚）' },
  { prefix: '48', en: 'Suncorp Bank', zh: '萨科银行' },
  { prefix: '61', en: 'Adelaide Bank', zh: '阿德莱德银行' },
  { prefix: '63', en: 'Bendigo Bank', zh: '本迪戈银行' },
  { prefix: '73', en: 'Westpac', zh: '西太平洋银行' },
  { prefix: '76', en: 'Commonwealth Bank', zh: '澳大利亚联邦银行' },
  { prefix: '80', en: 'Cuscal (credit unions)', zh: 'Cuscal（信用合作社）' },
  { prefix: '92', en: 'ING', zh: 'ING 银行' },
  { prefix: '94', en: 'ME Bank', zh: 'ME 银行' },
];

/** The third digit: the state or territory of the branch. */
export const BSB_STATES: Readonly<Record<string, { en: string; zh: string }>> = {
  '2': { en: 'NSW / ACT', zh: '新南威尔士州 / 首都领地' },
  '3': { en: 'VIC', zh: '维多利亚州' },
  '4': { en: 'QLD', zh: '昆士兰州' },
  '5': { en: 'SA / NT', zh: '南澳大利亚州 / 北领地' },
  '6': { en: 'WA', zh: '西澳大利亚州' },
  '7': { en: 'TAS', zh: '塔斯马尼亚州' },
  '8': { en: 'NT', zh: '北领地' },
  '9': { en: 'NT', zh: '北领地' },
};

/** Digits only ("062-000", "062 000" → "062000"). */
export const bsbDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** "062000" → "062-000" (the spec's display form). */
export const formatBsb = (bsb: string): string => {
  const digits = bsbDigits(bsb);
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : bsb;
};

/**
 * What is wrong with a BSB, as a message key of the settlement-account area, or null when it is six digits whose
 * bank prefix and state digit are in the directory.
 */
export type BsbProblem = 'settlement.bsb_format' | 'settlement.bsb_bank' | 'settlement.bsb_state';

export function bsbProblem(text: string): BsbProblem | null {
  const digits = bsbDigits(text);
  if (!/^\d{6}$/.test(digits)) return 'settlement.bsb_format';
  if (!BSB_BANKS.some((bank) => bank.prefix === digits.slice(0, 2))) return 'settlement.bsb_bank';
  if (!BSB_STATES[digits[2]!]) return 'settlement.bsb_state';
  return null;
}

/** The bank and state of a valid BSB (null when the directory does not know it). */
export function bsbLookup(text: string): { bank: BsbBank; state: { en: string; zh: string } } | null {
  const digits = bsbDigits(text);
  if (bsbProblem(digits)) return null;
  return { bank: BSB_BANKS.find((bank) => bank.prefix === digits.slice(0, 2))!, state: BSB_STATES[digits[2]!]! };
}
