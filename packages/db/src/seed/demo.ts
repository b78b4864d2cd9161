import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  agreementAcks,
  agreements,
  employeeRoles,
  employees,
  merchantBankAccounts,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
  messages,
  persons,
  stores,
  users,
} from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

type MerchantInsert = typeof merchants.$inferInsert;

const HARBOUR: MerchantInsert = {
  number: 'M100001',
  name: 'Harbour Noodle House Pty Ltd',
  shortName: 'Harbour Noodle House',
  isVerify: true,
  isOpenedCredit: true,
  isFastSettle: false,
  timeZone: 'Australia/Sydney',
  abn: '51824753556',
  officePhone: '02 9251 4410',
  mobilePhone: '0412000001',
  email: 'accounts@harbournoodle.example',
  street: '12 Alfred Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  industryId: 5812,
  applicationStatus: 'approved',
};

const GOLDEN_WATTLE: MerchantInsert = {
  number: 'M100002',
  name: 'Golden Wattle Trading Pty Ltd',
  shortName: 'Golden Wattle Trading',
  isVerify: true,
  timeZone: 'Australia/Melbourne',
  abn: '33604837023',
  officePhone: '03 9654 2201',
  mobilePhone: '0412000001',
  email: 'hello@goldenwattle.example',
  street: '88 Little Bourke Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  industryId: 5411,
  applicationStatus: 'approved',
};

const BLUE_GUM: MerchantInsert = {
  number: 'M100003',
  name: 'Blue Gum Cafe Pty Ltd',
  shortName: 'Blue Gum Cafe',
  isVerify: false,
  timeZone: 'Australia/Melbourne',
  abn: '74512098012',
  officePhone: '03 9416 7720',
  mobilePhone: '0412000006',
  street: '241 Smith Street',
  suburb: 'Fitzroy',
  state: 'VIC',
  postcode: '3065',
  industryId: 5814,
  applicationStatus: 'under_review',
};

/** Per-channel rates: fractions in parts per million, flat fees for channels 9 and 10 in cents, T+ periods in days. */
const STANDARD_RATES = [
  { paymentChannelId: 1, onlineRatePpm: 15_000, flatFeeMinor: 0, disbursePeriodDays: 1 },
  { paymentChannelId: 2, onlineRatePpm: 15_000, flatFeeMinor: 0, disbursePeriodDays: 1 },
  { paymentChannelId: 3, onlineRatePpm: 18_000, flatFeeMinor: 0, disbursePeriodDays: 1 },
  { paymentChannelId: 5, onlineRatePpm: 16_000, flatFeeMinor: 0, disbursePeriodDays: 1 },
  { paymentChannelId: 7, onlineRatePpm: 19_000, flatFeeMinor: 0, disbursePeriodDays: 2 },
  { paymentChannelId: 9, onlineRatePpm: 11_000, flatFeeMinor: 10, disbursePeriodDays: 1 },
  { paymentChannelId: 10, onlineRatePpm: 17_500, flatFeeMinor: 30, disbursePeriodDays: 2 },
];

const AGREEMENT_EN = `Merchant Services Agreement — update of 1 November 2026

1. Settlement fees: a bank payout costs 0.55 AUD (GST included); payouts to a global account stay free.
2. Card-present payments now settle T+1 like wallet payments.
3. Refunds of card payments do not return the merchant fee.

By choosing "I have read and agree" you accept the updated terms for this merchant.`;

const AGREEMENT_ZH = `商户服务协议 — 2026 年 11 月 1 日更新

1. 结算费用：每笔银行出款收取 0.55 澳元（含 GST）；出款至全球账户仍然免费。
2. 线下刷卡支付与钱包支付一样改为 T+1 结算。
3. 银行卡支付退款不退还商户手续费。

点击“我已阅读并同意”即表示您代表该商户接受更新后的条款。`;

/**
 * Seeds the demo data of the README on an empty database (no users yet); returns whether it did.
 * Deterministic: the same rows, in the same order, every time.
 */
export async function seedDemoIfEmpty(db: Database, hashPassword: (password: string) => Promise<string>): Promise<boolean> {
  const [row] = await db.select({ count: count() }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const userIds = new Map<DemoAccount['key'], number>();
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({ name: account.name, email: account.email, countryCode: '+61', phone: account.phone, passwordHash })
        .returning({ id: users.id });
      userIds.set(account.key, user!.id);
    }
    const user = (key: DemoAccount['key']) => userIds.get(key)!;

    for (const key of ['owner', 'finance', 'cashier', 'admin', 'exchange', 'pending'] as const) {
      await tx.insert(persons).values({ userId: user(key), legalName: DEMO_ACCOUNTS.find((a) => a.key === key)!.name, verifyStatus: 1 });
    }

    const [harbour] = await tx.insert(merchants).values(HARBOUR).returning({ id: merchants.id });
    const [wattle] = await tx.insert(merchants).values(GOLDEN_WATTLE).returning({ id: merchants.id });
    const [blueGum] = await tx.insert(merchants).values(BLUE_GUM).returning({ id: merchants.id });
    const harbourId = harbour!.id;
    const wattleId = wattle!.id;

    const harbourStores = await tx
      .insert(stores)
      .values([
        { merchantId: harbourId, number: 'S1001', name: 'Harbour Noodle House Circular Quay', shortName: 'Circular Quay', type: 1, address: 'Shop 3, 1 Macquarie Place, Sydney NSW 2000', officePhone: '02 9251 4411', mobilePhone: '0412100001', feeType: 1 },
        { merchantId: harbourId, number: 'S1002', name: 'Harbour Noodle House Chatswood', shortName: 'Chatswood', type: 1, address: 'Shop 12, 436 Victoria Avenue, Chatswood NSW 2067', officePhone: '02 9411 2290', mobilePhone: '0412100002', feeType: 2 },
        { merchantId: harbourId, number: 'S1003', name: 'Harbour Noodle House Online', shortName: 'Online orders', type: 2, address: '12 Alfred Street, Sydney NSW 2000', officePhone: '02 9251 4410', mobilePhone: '0412100003', feeType: 3 },
      ])
      .returning({ id: stores.id });
    await tx.insert(stores).values({ merchantId: wattleId, number: 'S2001', name: 'Golden Wattle Trading Little Bourke', shortName: 'Little Bourke', type: 1, address: '88 Little Bourke Street, Melbourne VIC 3000', officePhone: '03 9654 2201', mobilePhone: '0412200001', feeType: 1 });
    await tx.insert(stores).values({ merchantId: blueGum!.id, number: 'S3001', name: 'Blue Gum Cafe Fitzroy', shortName: 'Fitzroy', type: 1, address: '241 Smith Street, Fitzroy VIC 3065', officePhone: '03 9416 7720', mobilePhone: '0412300001', feeType: 1 });

    await tx.insert(merchantCurrencies).values([
      { merchantId: harbourId, currencyId: 1 },
      { merchantId: harbourId, currencyId: 2 },
      { merchantId: wattleId, currencyId: 1 },
    ]);
    await tx.insert(merchantChannelRates).values([
      ...STANDARD_RATES.map((rate) => ({ ...rate, merchantId: harbourId })),
      ...STANDARD_RATES.filter((rate) => rate.paymentChannelId <= 3).map((rate) => ({ ...rate, merchantId: wattleId })),
    ]);
    await tx.insert(merchantBankAccounts).values([
      { merchantId: harbourId, currencyId: 1, accountName: 'Harbour Noodle House Pty Ltd', bsb: '062000', accountNumber: '12345678' },
      { merchantId: wattleId, currencyId: 1, accountName: 'Golden Wattle Trading Pty Ltd', bsb: '083004', accountNumber: '87654321' },
    ]);

    const member = async (merchantId: number, key: DemoAccount['key'], roles: number[], branchId: number | null = null) => {
      await tx.insert(employees).values({ merchantId, userId: user(key), branchId });
      await tx.insert(employeeRoles).values(roles.map((roleType) => ({ merchantId, userId: user(key), roleType })));
    };
    await member(harbourId, 'owner', [1]);
    await member(wattleId, 'owner', [1]);
    await member(harbourId, 'finance', [2]);
    await member(harbourId, 'cashier', [3], harbourStores[0]!.id);
    await member(harbourId, 'admin', [4]);
    await member(harbourId, 'exchange', [5]);
    await member(blueGum!.id, 'pending', [1]);

    const [agreement] = await tx
      .insert(agreements)
      .values({ categoryId: 10001, contentEn: AGREEMENT_EN, contentZh: AGREEMENT_ZH })
      .returning({ id: agreements.id });
    // Golden Wattle has acknowledged the update; Harbour Noodle House has not, so its owner sees the modal.
    await tx.insert(agreementAcks).values({ merchantId: wattleId, agreementId: agreement!.id, userId: user('owner') });

    await tx.insert(messages).values([
      { userId: user('owner'), title: 'Settlement fee update', content: '<p>From 1 December 2026 a bank payout costs 0.55 AUD.</p>' },
      { userId: user('owner'), title: 'Scheduled maintenance', content: '<p>Sunday 30 November, 02:00–03:00 AEDT.</p>' },
    ]);
  });
  return true;
}
