/**
 * The demo merchants (README "Demo accounts"): real-looking Sydney and Melbourne businesses with ABNs that pass
 * the checksum (fictional businesses; a valid checksum does not make them registered), their stores, payout
 * currencies, bank accounts and per-channel rates.
 */
import { ROLE } from '@mbo/contracts/access';
import type { merchantBankAccounts, merchantChannelRates, merchants, stores } from '../schema.ts';

type Without<T, K extends keyof T> = Omit<T, K>;
export type DemoStore = Without<typeof stores.$inferInsert, 'merchantId'>;
export type DemoBankAccount = Without<typeof merchantBankAccounts.$inferInsert, 'merchantId'>;
export type DemoRate = Without<typeof merchantChannelRates.$inferInsert, 'merchantId'>;

export interface DemoMerchant {
  key: 'harbour' | 'wattle' | 'blueGum';
  merchant: typeof merchants.$inferInsert;
  /** In order: the first is the store the cashier is tied to. */
  stores: DemoStore[];
  currencyIds: number[];
  bankAccounts: DemoBankAccount[];
  rates: DemoRate[];
}

const AUD = 1;
const USD = 2;
/** Store types and surcharge settings (schema: stores.type, stores.fee_type). */
const PHYSICAL = 1;
const ONLINE = 2;
const NO_SURCHARGE = 1;
const FLOATING_SURCHARGE = 2;
const FIXED_SURCHARGE = 3;

/**
 * Per-channel rates: the online rate in parts per million (15 000 = 1.5 %), the flat fee in cents (charged by
 * the card channels 9 and 10 only), and the T+ disbursement period in business days.
 */
const rate = (paymentChannelId: number, onlineRatePpm: number, disbursePeriodDays: number, flatFeeMinor = 0): DemoRate => ({
  paymentChannelId,
  onlineRatePpm,
  flatFeeMinor,
  disbursePeriodDays,
});

const HARBOUR: DemoMerchant = {
  key: 'harbour',
  merchant: {
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
    industryId: 101,
    applicationStatus: 'approved',
  },
  stores: [
    { number: 'S1001', name: 'Harbour Noodle House Circular Quay', shortName: 'Circular Quay', type: PHYSICAL, address: 'Shop 3, 1 Macquarie Place, Sydney NSW 2000', officePhone: '02 9251 4411', mobilePhone: '0412100001', feeType: NO_SURCHARGE },
    { number: 'S1002', name: 'Harbour Noodle House Chatswood', shortName: 'Chatswood', type: PHYSICAL, address: 'Shop 12, 436 Victoria Avenue, Chatswood NSW 2067', officePhone: '02 9411 2290', mobilePhone: '0412100002', feeType: FLOATING_SURCHARGE },
    { number: 'S1003', name: 'Harbour Noodle House Online', shortName: 'Online orders', type: ONLINE, address: '12 Alfred Street, Sydney NSW 2000', officePhone: '02 9251 4410', mobilePhone: '0412100003', feeType: FIXED_SURCHARGE },
  ],
  currencyIds: [AUD, USD],
  bankAccounts: [
    { currencyId: AUD, accountName: 'Harbour Noodle House Pty Ltd', bsb: '062000', accountNumber: '12345678' },
    { currencyId: USD, accountName: 'Harbour Noodle House Pty Ltd', bsb: '082057', accountNumber: '40518832' },
  ],
  rates: [
    rate(1, 15_000, 1),
    rate(2, 15_000, 1),
    rate(3, 18_000, 1),
    rate(5, 16_000, 1),
    rate(7, 19_000, 2),
    rate(9, 11_000, 1, 10),
    rate(10, 17_500, 2, 30),
  ],
};

const GOLDEN_WATTLE: DemoMerchant = {
  key: 'wattle',
  merchant: {
    number: 'M100002',
    name: 'Golden Wattle Trading Pty Ltd',
    shortName: 'Golden Wattle Trading',
    isVerify: true,
    isOpenedCredit: false,
    isFastSettle: false,
    timeZone: 'Australia/Melbourne',
    abn: '33604837023',
    officePhone: '03 9654 2201',
    mobilePhone: '0412000001',
    email: 'hello@goldenwattle.example',
    street: '88 Little Bourke Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    industryId: 201,
    applicationStatus: 'approved',
  },
  stores: [
    { number: 'S2001', name: 'Golden Wattle Trading Little Bourke', shortName: 'Little Bourke', type: PHYSICAL, address: '88 Little Bourke Street, Melbourne VIC 3000', officePhone: '03 9654 2201', mobilePhone: '0412200001', feeType: NO_SURCHARGE },
  ],
  currencyIds: [AUD],
  bankAccounts: [{ currencyId: AUD, accountName: 'Golden Wattle Trading Pty Ltd', bsb: '083004', accountNumber: '87654321' }],
  rates: [rate(1, 16_000, 1), rate(2, 16_000, 1), rate(3, 18_500, 1), rate(9, 12_000, 1, 10), rate(10, 18_000, 2, 30)],
};

/** Under review: the application carries a store and a bank account; rates come with approval, so none yet. */
const BLUE_GUM: DemoMerchant = {
  key: 'blueGum',
  merchant: {
    number: 'M100003',
    name: 'Blue Gum Cafe Pty Ltd',
    shortName: 'Blue Gum Cafe',
    isVerify: false,
    isOpenedCredit: false,
    isFastSettle: false,
    timeZone: 'Australia/Melbourne',
    abn: '74512098012',
    officePhone: '03 9416 7720',
    mobilePhone: '0412000006',
    email: 'team@bluegumcafe.example',
    street: '241 Smith Street',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
    industryId: 103,
    applicationStatus: 'under_review',
  },
  stores: [
    { number: 'S3001', name: 'Blue Gum Cafe Fitzroy', shortName: 'Fitzroy', type: PHYSICAL, address: '241 Smith Street, Fitzroy VIC 3065', officePhone: '03 9416 7720', mobilePhone: '0412300001', feeType: NO_SURCHARGE },
  ],
  currencyIds: [AUD],
  bankAccounts: [{ currencyId: AUD, accountName: 'Blue Gum Cafe Pty Ltd', bsb: '033095', accountNumber: '26490117' }],
  rates: [],
};

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [HARBOUR, GOLDEN_WATTLE, BLUE_GUM];

/** Who belongs to which demo merchant, with which roles. */
export const DEMO_MEMBERSHIPS = [
  { merchant: 'harbour', account: 'owner', roles: [ROLE.superAdmin] },
  { merchant: 'wattle', account: 'owner', roles: [ROLE.superAdmin] },
  { merchant: 'harbour', account: 'finance', roles: [ROLE.finance] },
  { merchant: 'harbour', account: 'cashier', roles: [ROLE.cashier], isTiedToFirstStore: true },
  { merchant: 'harbour', account: 'admin', roles: [ROLE.admin] },
  { merchant: 'harbour', account: 'exchange', roles: [ROLE.exchangeOperator] },
  { merchant: 'blueGum', account: 'pending', roles: [ROLE.superAdmin] },
] as const;
