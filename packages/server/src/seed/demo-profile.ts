/**
 * What Harbour Noodle House's 90 days look like (README "Demo data"): per store its opening hours with lunch and
 * dinner peaks, volume by weekday, channel mix and amount bands; exchange rates; refund habits. Volumes are per day
 * at scale 1 (about 45 payments a day over the three stores); the benchmark scales them up.
 */
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';

/** Source types (1–9): Branch_H5, Pos_Scan, Pos_H5, Api_Qr, Api_H5, Api_Scan, Api_Web, Api_Wap, Api_App. */
const SOURCE = { branchH5: 1, posScan: 2, posH5: 3, apiH5: 5, apiWeb: 7, apiWap: 8, apiApp: 9 } as const;

export interface ChannelMix {
  channelId: number;
  weight: number;
  sourceTypes: readonly number[];
  /** Share of UnionPay (5, 7) payments the customer pays in CNY. */
  cnyShare?: number;
}

/** Amounts in major units, drawn uniformly within a band and rounded to 10 cents (menu prices). */
export type AmountBand = readonly [min: number, max: number, weight: number];

export interface StoreProfile {
  /** stores.number of the demo seed. */
  storeNumber: string;
  /** Local opening time and closing time, in minutes after midnight. */
  opensAt: number;
  closesAt: number;
  /** Relative traffic per opening hour (hour → weight): lunch and dinner peaks. */
  hourWeights: Readonly<Record<number, number>>;
  /** Payments on an ordinary weekday at scale 1. */
  paymentsPerDay: number;
  /** Volume factor Monday … Sunday. */
  weekdayFactors: readonly [number, number, number, number, number, number, number];
  channels: readonly ChannelMix[];
  amounts: readonly AmountBand[];
  /** Share of its payments in USD, with the channels and amounts USD customers use. */
  usd?: { share: number; channels: readonly ChannelMix[]; amounts: readonly AmountBand[] };
  /** POS terminals of a physical store; online orders carry customer details and an order id instead. */
  posNumbers?: readonly string[];
  isOnline: boolean;
}

const RESTAURANT_HOURS: Readonly<Record<number, number>> = {
  11: 0.7,
  12: 1.8,
  13: 1.4,
  14: 0.6,
  15: 0.35,
  16: 0.35,
  17: 0.7,
  18: 1.5,
  19: 1.6,
  20: 1.0,
  21: 0.5,
};

const DINE_IN: readonly AmountBand[] = [
  [14.5, 26, 55],
  [26, 60, 30],
  [60, 180, 13],
  [180, 420, 2],
];

export const HARBOUR_STORES: readonly StoreProfile[] = [
  {
    storeNumber: 'S1001',
    opensAt: 11 * 60,
    closesAt: 22 * 60,
    hourWeights: RESTAURANT_HOURS,
    paymentsPerDay: 20,
    // Office workers on weekdays; quieter at weekends.
    weekdayFactors: [1.0, 1.0, 1.05, 1.1, 1.2, 0.65, 0.5],
    channels: [
      { channelId: 1, weight: 28, sourceTypes: [SOURCE.posScan, SOURCE.branchH5] },
      { channelId: 2, weight: 17, sourceTypes: [SOURCE.posScan, SOURCE.posH5] },
      { channelId: 5, weight: 8, sourceTypes: [SOURCE.posScan], cnyShare: 0.7 },
      { channelId: 9, weight: 47, sourceTypes: [SOURCE.posScan] },
    ],
    amounts: DINE_IN,
    posNumbers: ['CQ-POS-01', 'CQ-POS-02'],
    isOnline: false,
  },
  {
    storeNumber: 'S1002',
    opensAt: 11 * 60,
    closesAt: 21 * 60 + 30,
    hourWeights: RESTAURANT_HOURS,
    paymentsPerDay: 16,
    // Families at weekends.
    weekdayFactors: [0.75, 0.7, 0.8, 0.9, 1.15, 1.5, 1.4],
    channels: [
      { channelId: 1, weight: 35, sourceTypes: [SOURCE.posScan, SOURCE.branchH5] },
      { channelId: 2, weight: 25, sourceTypes: [SOURCE.posScan, SOURCE.posH5] },
      { channelId: 5, weight: 10, sourceTypes: [SOURCE.posScan], cnyShare: 0.7 },
      { channelId: 9, weight: 30, sourceTypes: [SOURCE.posScan] },
    ],
    amounts: DINE_IN,
    posNumbers: ['CW-POS-01'],
    isOnline: false,
  },
  {
    storeNumber: 'S1003',
    opensAt: 11 * 60,
    closesAt: 22 * 60,
    hourWeights: { ...RESTAURANT_HOURS, 12: 1.5, 18: 1.7, 19: 1.8, 21: 0.8 },
    paymentsPerDay: 9,
    weekdayFactors: [0.9, 0.9, 0.95, 1.0, 1.3, 1.35, 1.2],
    channels: [
      { channelId: 10, weight: 55, sourceTypes: [SOURCE.apiWeb, SOURCE.apiApp] },
      { channelId: 3, weight: 25, sourceTypes: [SOURCE.apiWeb, SOURCE.apiWap] },
      { channelId: 7, weight: 10, sourceTypes: [SOURCE.apiWeb], cnyShare: 0.8 },
      { channelId: 1, weight: 10, sourceTypes: [SOURCE.apiH5] },
    ],
    // Delivery orders, and now and then a catering order.
    amounts: [
      [22, 60, 45],
      [60, 120, 35],
      [120, 300, 16],
      [300, 900, 4],
    ],
    usd: {
      share: 0.05,
      channels: [
        { channelId: 10, weight: 75, sourceTypes: [SOURCE.apiWeb] },
        { channelId: 3, weight: 25, sourceTypes: [SOURCE.apiWeb] },
      ],
      amounts: [
        [35, 150, 70],
        [150, 450, 30],
      ],
    },
    isOnline: true,
  },
];

/** CNY per unit of the order currency: a slow daily drift inside these ranges (4.6–4.8 CNY per AUD). */
export const CNY_RATE_RANGES: Readonly<Record<number, readonly [number, number]>> = {
  [CURRENCY_ID.AUD]: [4.6, 4.8],
  [CURRENCY_ID.USD]: [7.1, 7.3],
};

export const REFUND_HABITS = {
  /** Share of payments refunded (later, once); of those, the share refunded in full. */
  share: 0.03,
  fullShare: 0.4,
  /** A partial refund gives back this share of the gross (a dish of the order), in percent. */
  partPercent: [15, 60] as const,
  /** Refunds are made by staff in the evening, this many hours after the payment at the earliest. */
  minDelayHours: 1,
  maxDelayHours: 60,
  /** Local window in which staff make refunds, minutes after midnight. */
  windowFrom: 17 * 60,
  windowTo: 21 * 60,
  reasons: [
    'Customer changed the order',
    'Dish sold out',
    'Wrong item delivered',
    'Delivery arrived late',
    'Charged twice by mistake',
    'Order cancelled by the customer',
    '菜品售罄',
    '顾客取消订单',
  ],
} as const;

/** Card numbers (first 6 digits) seen at the counter and online; the rest is masked but the last 4. */
export const CARD_BINS: readonly (readonly [bin: string, length: number, weight: number])[] = [
  ['453212', 16, 30],
  ['476173', 16, 12],
  ['521729', 16, 22],
  ['535316', 16, 8],
  ['622588', 16, 14],
  ['621700', 19, 6],
  ['376012', 15, 8],
];

export const CUSTOMER_NAMES: readonly string[] = [
  'Li Wei',
  'Chen Jing',
  'Emily Nguyen',
  'James Walker',
  'Wang Fang',
  'Olivia Smith',
  'Zhang Min',
  'Liam Brown',
  'Sophie Taylor',
  'Huang Lei',
  'Mia Wilson',
  'Zhao Yan',
  'Noah Martin',
  'Lin Hui',
  'Chloe Anderson',
  'Xu Ming',
];
