/**
 * The demo merchants (README "Demo accounts"): real-looking Sydney and Melbourne businesses with ABNs that pass
 * the checksum (fictional businesses; a valid checksum does not make them registered), their stores, payout
 * currencies, bank accounts and per-channel rates.
 */
import { ROLE } from '@mbo/contracts/access';
import type { settlementAccounts } from '../schema-settlement.ts';
import type { merchantChannelRates, merchants, storeCardpayRates, storeChannelRates, stores } from '../schema.ts';

type Without<T, K extends keyof T> = Omit<T, K>;
/** A store's fixed surcharge of one channel (fee type 3): the online rate, which the other three copy. */
export type DemoStoreRate = Pick<typeof storeChannelRates.$inferInsert, 'paymentChannelId' | 'onlineRatePpm'>;
export type DemoStoreCardRate = Without<typeof storeCardpayRates.$inferInsert, 'merchantId' | 'storeId'>;
export type DemoStore = Without<typeof stores.$inferInsert, 'merchantId'> & {
  fixedRates?: DemoStoreRate[];
  cardRates?: DemoStoreCardRate[];
};
export type DemoBankAccount = Without<typeof settlementAccounts.$inferInsert, 'merchantId'>;
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
/** Pay-page settings (schema: stores.support_currencies, stores.message_type: 1 optional note, 2 required, 3 none). */
const CNY = 3;
const NOTE_OPTIONAL = 1;
const NOTE_REQUIRED = 2;
const NOTE_NONE = 3;

/**
 * Per-channel rates: the online rate in parts per million (15 000 = 1.5 %), the flat fee in cents (charged by
 * the card channels 9 and 10 only), and the T+ disbursement period in business days.
 */
const rate = (
  paymentChannelId: number,
  onlineRatePpm: number,
  disbursePeriodDays: number,
  flatFeeMinor = 0,
): DemoRate => ({
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
    {
      number: 'S1001',
      name: 'Harbour Noodle House Circular Quay',
      shortName: 'Circular Quay',
      type: PHYSICAL,
      address: 'Shop 3, 1 Macquarie Place, Sydney NSW 2000',
      officePhone: '02 9251 4411',
      mobilePhone: '0412100001',
      industryId: 101,
      feeType: NO_SURCHARGE,
      supportCurrencies: [AUD],
      messageType: NOTE_OPTIONAL,
      isGetUserInfo: false,
    },
    {
      number: 'S1002',
      name: 'Harbour Noodle House Chatswood',
      shortName: 'Chatswood',
      type: PHYSICAL,
      address: 'Shop 12, 436 Victoria Avenue, Chatswood NSW 2067',
      officePhone: '02 9411 2290',
      mobilePhone: '0412100002',
      industryId: 101,
      feeType: FLOATING_SURCHARGE,
      supportCurrencies: [AUD, CNY],
      messageType: NOTE_NONE,
      isGetUserInfo: false,
    },
    {
      number: 'S1003',
      name: 'Harbour Noodle House Online',
      shortName: 'Online orders',
      type: ONLINE,
      address: '12 Alfred Street, Sydney NSW 2000',
      officePhone: '02 9251 4410',
      mobilePhone: '0412100003',
      industryId: 101,
      feeType: FIXED_SURCHARGE,
      supportCurrencies: [AUD, USD],
      messageType: NOTE_REQUIRED,
      isGetUserInfo: true,
      // Wallets 1 %, Alipay and UnionPay online 1.2 %, cards 1.5 % (+ 0.20 flat in AUD, 1.8 % + 0.20 in USD): under
      // the 9 % cap, and the flat fee under the merchant's own channel-10 flat fee (0.30).
      fixedRates: [
        { paymentChannelId: 1, onlineRatePpm: 10_000 },
        { paymentChannelId: 2, onlineRatePpm: 10_000 },
        { paymentChannelId: 3, onlineRatePpm: 12_000 },
        { paymentChannelId: 5, onlineRatePpm: 10_000 },
        { paymentChannelId: 7, onlineRatePpm: 12_000 },
        { paymentChannelId: 10, onlineRatePpm: 15_000 },
        { paymentChannelId: 99, onlineRatePpm: 15_000 },
      ],
      cardRates: [
        { currencyId: AUD, feeRatePpm: 15_000, flatFeeMinor: 20 },
        { currencyId: USD, feeRatePpm: 18_000, flatFeeMinor: 20 },
      ],
    },
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
    {
      number: 'S2001',
      name: 'Golden Wattle Trading Little Bourke',
      shortName: 'Little Bourke',
      type: PHYSICAL,
      address: '88 Little Bourke Street, Melbourne VIC 3000',
      officePhone: '03 9654 2201',
      mobilePhone: '0412200001',
      industryId: 201,
      feeType: NO_SURCHARGE,
      supportCurrencies: [AUD],
      messageType: NOTE_OPTIONAL,
    },
  ],
  currencyIds: [AUD],
  bankAccounts: [
    { currencyId: AUD, accountName: 'Golden Wattle Trading Pty Ltd', bsb: '083004', accountNumber: '87654321' },
  ],
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
    {
      number: 'S3001',
      name: 'Blue Gum Cafe Fitzroy',
      shortName: 'Fitzroy',
      type: PHYSICAL,
      address: '241 Smith Street, Fitzroy VIC 3065',
      officePhone: '03 9416 7720',
      mobilePhone: '0412300001',
      industryId: 103,
      feeType: NO_SURCHARGE,
    },
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
