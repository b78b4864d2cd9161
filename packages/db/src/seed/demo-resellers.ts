/**
 * The demo's resellers (issue 15; README "Demo accounts"): Southern Cross Payments (level 1) and its sub-reseller
 * Coastal Merchant Services, each with one member who signs in at /login (DEMO_PASSWORD) and lands in the reseller
 * workspace, their base rates (the sub-reseller's above the reseller's), and merchants in different states brought by
 * them: Golden Wattle Trading (live, the reseller's), Harbour Noodle House (live, the sub-reseller's), an application
 * under review the reseller added for itself and a rejected one it added for its sub-reseller.
 */
import { abnWithCheckDigits } from '@mbo/contracts/kyb/business-number';
import {
  ADD_FOR,
  CLASS_NUMBER_RESELLER_APPLICATION,
  ID_TYPE,
  type ResellerApplication,
} from '@mbo/contracts/resellers/add-merchant-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { merchantApplications } from '../schema-kyb.ts';
import { resellerBaseRates, resellerMembers, resellers } from '../schema-resellers.ts';
import { merchants, users } from '../schema.ts';
import { DEMO_APPLICATION } from './demo-application.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoResellerMember {
  key: 'reseller' | 'subreseller';
  name: string;
  email: string;
  /** National number under +61. */
  phone: string;
  description: string;
}

export const DEMO_RESELLER_MEMBERS: readonly DemoResellerMember[] = [
  {
    key: 'reseller',
    name: 'Rhys Morgan',
    email: 'reseller@demo.test',
    phone: '0412000201',
    description:
      'member of Southern Cross Payments (reseller): the reseller workspace — its merchants, add merchant, sub-resellers, base rates',
  },
  {
    key: 'subreseller',
    name: 'Sophie Tran',
    email: 'subreseller@demo.test',
    phone: '0412000202',
    description:
      'member of Coastal Merchant Services (sub-reseller of Southern Cross Payments): its own merchants only',
  },
];

/** Base rates in parts per million (10 000 = 1 %) at T+1 and T+0 for the wallets, T+1 for cards with a fixed fee. */
const baseRates = (walletT1: number, walletT0: number, card: number, cardFee: number) => [
  ...[1, 2, 3, 5, 7].flatMap((paymentChannelId) => [
    { paymentChannelId, disbursePeriodDays: 1, ratePpm: walletT1, flatFeeMinor: 0 },
    { paymentChannelId, disbursePeriodDays: 0, ratePpm: walletT0, flatFeeMinor: 0 },
  ]),
  ...[9, 10].map((paymentChannelId) => ({
    paymentChannelId,
    disbursePeriodDays: 1,
    ratePpm: card,
    flatFeeMinor: cardFee,
  })),
];

/**
 * A reseller-added application, shaped as the reseller's form stores it (class 002): Blue Gum's company fields with
 * another company's name, number and address, for the reseller itself or its sub-reseller, the merchant admin, the
 * share list (the legal person and a 40 % holder, each with an ID type), the rates. Like Blue Gum's, it carries no
 * documents: the seed has no files.
 */
function application(
  name: string,
  tradingName: string,
  nineDigits: string,
  subResellerId: number | null,
): ResellerApplication {
  const { position_type: _role, shareholder_attachment_urls: _files, ...company } = DEMO_APPLICATION.form;
  const domain = `${tradingName.toLowerCase().replace(/\s/g, '')}.example`;
  return {
    ...company,
    au_company_abn: abnWithCheckDigits(nineDigits)!,
    merchant_name: name,
    au_company_trading_name: tradingName,
    au_bank_account_name: name,
    email: `team@${domain}`,
    for: subResellerId === null ? ADD_FOR.self : ADD_FOR.subReseller,
    sub_reseller_id: subResellerId,
    merchant_admin: { name: `${tradingName} admin`, email: `admin@${domain}` },
    power_of_attorney_url: '',
    shareholders: [
      {
        name: 'Alex Kim',
        share_percent: 60,
        position_type: 1,
        id_type: ID_TYPE.passport,
        id_front_url: '',
        id_back_url: '',
      },
      {
        name: 'Jordan Lee',
        share_percent: 40,
        position_type: 0,
        id_type: ID_TYPE.auLicence,
        id_front_url: '',
        id_back_url: '',
      },
    ],
    legal_person_selfie_url: '',
    rates: [
      // Above the sub-reseller's floors (1.20 % T+1, 1.40 % card + AUD 0.15), so above the reseller's too.
      { payment_channel_id: 1, disburse_period_days: 1, rate: 0.016, flat_fee: 0 },
      { payment_channel_id: 2, disburse_period_days: 1, rate: 0.016, flat_fee: 0 },
      { payment_channel_id: 10, disburse_period_days: 1, rate: 0.018, flat_fee: 25 },
    ],
  };
}

/** Inserts the demo resellers, their members, base rates and the merchants they brought. */
export async function insertDemoResellers(
  tx: Transaction,
  passwordHash: string,
  /** The operations admin who created the reseller and rejected the application. */
  createdBy: number,
  merchantIds: { reseller: number; subReseller: number },
): Promise<void> {
  const memberIds = new Map<DemoResellerMember['key'], number>();
  for (const member of DEMO_RESELLER_MEMBERS) {
    const [user] = await tx
      .insert(users)
      .values({ name: member.name, email: member.email, countryCode: '+61', phone: member.phone, passwordHash })
      .returning({ id: users.id });
    memberIds.set(member.key, user!.id);
  }
  const [reseller] = await tx
    .insert(resellers)
    .values({
      level: 1,
      name: 'Southern Cross Payments Pty Ltd',
      businessNumber: abnWithCheckDigits('620554137')!,
      email: 'partners@southerncrosspay.example',
      createdBy,
    })
    .returning({ id: resellers.id });
  const [sub] = await tx
    .insert(resellers)
    .values({
      level: 2,
      parentId: reseller!.id,
      name: 'Coastal Merchant Services Pty Ltd',
      businessNumber: abnWithCheckDigits('731665248')!,
      email: 'hello@coastalmerchants.example',
      createdBy: memberIds.get('reseller')!,
    })
    .returning({ id: resellers.id });
  await tx.insert(resellerMembers).values([
    { userId: memberIds.get('reseller')!, resellerId: reseller!.id },
    { userId: memberIds.get('subreseller')!, resellerId: sub!.id },
  ]);
  await tx
    .insert(resellerBaseRates)
    .values([
      ...baseRates(10_000, 12_000, 12_000, 10).map((rate) => ({ ...rate, resellerId: reseller!.id })),
      ...baseRates(12_000, 14_000, 14_000, 15).map((rate) => ({ ...rate, resellerId: sub!.id })),
    ]);

  await tx.update(merchants).set({ resellerId: reseller!.id }).where(eq(merchants.id, merchantIds.reseller));
  await tx.update(merchants).set({ resellerId: sub!.id }).where(eq(merchants.id, merchantIds.subReseller));

  const underReview = application('Wombat Hardware Pty Ltd', 'Wombat Hardware', '418207339', null);
  const rejected = application('Platypus Books Pty Ltd', 'Platypus Books', '529318440', sub!.id);
  await tx.insert(merchantApplications).values([
    {
      ownerUserId: memberIds.get('reseller')!,
      classNumber: CLASS_NUMBER_RESELLER_APPLICATION,
      countryId: 1,
      businessNumber: underReview.au_company_abn,
      merchantName: underReview.merchant_name,
      form: underReview,
      resellerId: reseller!.id,
      addedByResellerId: reseller!.id,
    },
    {
      ownerUserId: memberIds.get('reseller')!,
      classNumber: CLASS_NUMBER_RESELLER_APPLICATION,
      countryId: 1,
      businessNumber: rejected.au_company_abn,
      merchantName: rejected.merchant_name,
      form: rejected,
      isCheckReject: true,
      objection: '银行对账单与公司名称不符',
      enObjection: 'the bank statement does not match the company name',
      reviewedAt: new Date(),
      reviewedBy: createdBy,
      resellerId: sub!.id,
      addedByResellerId: reseller!.id,
    },
  ]);
}
