import QRCode from 'qrcode';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { FeeLimits, PayConfig, StoreDetail, StoreRow } from '@mbo/contracts/calls/store-schemas';
import { MAX_CHANNEL_RATE_PPM, type Language } from '@mbo/contracts/constants';
import { currencyById, CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { ppmToRate, toMajor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { mediaToken, type MediaSigner } from './media-urls.ts';
import { checkedFees } from './store-fees.ts';
import type { StoreRecord, StoresRepository } from './stores.repository.ts';

type AddBody = ParsedRequest<'Branch/AddBranch'>;
type PayConfigBody = Pick<
  AddBody,
  'support_currency_list' | 'reqiure_message_type' | 'is_get_user_info' | 'qr_logo_url' | 'pay_logo_url'
>;

const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
const currencyCodes = (ids: number[]) => ids.map((id) => currencyById(id)?.code ?? String(id));

export interface StoresServiceDeps {
  db: Database;
  stores: StoresRepository;
  signer: MediaSigner;
  publicUrl: string;
}

/** The rules of the stores area and the mapping of rows to the contract's shapes; every read is scoped by merchant. */
export function createStoresService(deps: StoresServiceDeps) {
  const { stores, signer } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  const payUrl = (store: StoreRecord) => `${base}/pay/${store.payToken}`;
  const image = (token: string | null) => (token ? signer.sign(token) : null);

  async function own(merchantId: number, id: number): Promise<StoreRecord> {
    const store = await stores.find(merchantId, id);
    if (!store) throw notFound('stores.not_found');
    return store;
  }

  /** The upload tokens of image fields; each must be one of the merchant's own uploads. */
  async function imageTokens<K extends string>(
    merchantId: number,
    urls: Record<K, string | null | undefined>,
  ): Promise<Record<K, string | null>> {
    const tokens = Object.fromEntries(
      Object.entries(urls).map(([field, url]) => [field, mediaToken(url as string | null | undefined)]),
    ) as Record<K, string | null>;
    const wanted = Object.values<string | null>(tokens).filter((token): token is string => token !== null);
    const owned = await stores.ownUploads(merchantId, wanted);
    if (wanted.some((token) => !owned.has(token))) throw badRequest('stores.image_invalid');
    return tokens;
  }

  async function limits(merchantId: number): Promise<FeeLimits> {
    return {
      max_rate: ppmToRate(MAX_CHANNEL_RATE_PPM),
      max_card_flat_fee: toMajor(await stores.cardFlatFeeCap(merchantId), CURRENCY_ID.AUD),
    };
  }

  function row(store: StoreRecord): StoreRow {
    return {
      id: store.id,
      name: store.name,
      short_name: store.shortName,
      number: store.number,
      type: store.type,
      address: store.address,
      office_phone: store.officePhone,
      mobile_phone: store.mobilePhone,
      fee_type: store.feeType,
      pay_url: payUrl(store),
    };
  }

  function payConfig(store: StoreRecord): PayConfig {
    const currencies = unique(store.supportCurrencies);
    return {
      id: store.id,
      support_currency_list: currencies,
      support_currency_list_number: currencyCodes(currencies),
      reqiure_message_type: store.messageType,
      is_get_user_info: store.isGetUserInfo,
      qr_logo_url: image(store.qrLogo),
      pay_logo_url: image(store.payLogo),
    };
  }

  async function detail(
    merchantId: number,
    store: StoreRecord,
    language: Language,
  ): Promise<{ branch: StoreDetail; limits: FeeLimits }> {
    const [rates, industry, qr, feeLimits] = await Promise.all([
      stores.rates(merchantId, store.id),
      store.industryId === null ? Promise.resolve(undefined) : stores.industry(store.industryId),
      QRCode.toString(payUrl(store), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      limits(merchantId),
    ]);
    const parent = industry?.parentId ? await stores.industry(industry.parentId) : undefined;
    const nameOf = (entry: typeof industry) => (entry ? (language === 'zh_CN' ? entry.name : entry.enName) : null);
    return {
      branch: {
        ...row(store),
        ...payConfig(store),
        industry_id: store.industryId,
        industry_name_1st: nameOf(parent ?? (industry?.level === 1 ? industry : undefined)),
        industry_name_2st: industry?.level === 2 ? nameOf(industry) : null,
        store_photo_url: image(store.storePhoto),
        rates: rates.channels.map((rate) => ({
          payment_channel_id: rate.paymentChannelId,
          online_rate: ppmToRate(rate.onlineRatePpm),
          offline_rate: ppmToRate(rate.offlineRatePpm),
          b2b_rate: ppmToRate(rate.b2bRatePpm),
          b2b2c_rate: ppmToRate(rate.b2b2cRatePpm),
        })),
        cardpay_rates: rates.cards.map((rate) => ({
          currency: rate.currencyId,
          currency_code: currencyById(rate.currencyId)?.code ?? String(rate.currencyId),
          fee_rate: ppmToRate(rate.feeRatePpm),
          flat_fee: toMajor(rate.flatFeeMinor, rate.currencyId),
        })),
        qr_code: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
      },
      limits: feeLimits,
    };
  }

  async function payConfigValues(merchantId: number, body: PayConfigBody) {
    const tokens = await imageTokens(merchantId, { qr: body.qr_logo_url, pay: body.pay_logo_url });
    return {
      supportCurrencies: unique(body.support_currency_list),
      messageType: body.reqiure_message_type,
      isGetUserInfo: body.is_get_user_info,
      qrLogo: tokens.qr,
      payLogo: tokens.pay,
    };
  }

  return {
    own,
    limits,
    row,

    async list(merchantId: number, pageIndex: number, pageSize: number) {
      const [{ rows, total }, feeLimits] = await Promise.all([
        stores.page(merchantId, (pageIndex - 1) * pageSize, pageSize),
        limits(merchantId),
      ]);
      return { page_data: { data: rows.map(row), total_count: total }, limits: feeLimits };
    },

    async detail(merchantId: number, id: number, language: Language) {
      return detail(merchantId, await own(merchantId, id), language);
    },

    /** Adds a store with its fees, payment settings and images in one transaction: a refusal leaves nothing. */
    async add(merchantId: number, body: AddBody, language: Language) {
      const fees = checkedFees(body, await stores.cardFlatFeeCap(merchantId), language);
      if (body.industry_id) {
        const industry = await stores.industry(body.industry_id);
        if (industry?.level !== 2) throw badRequest('stores.industry_invalid');
      }
      const { photo } = await imageTokens(merchantId, { photo: body.store_photo_url });
      const config = await payConfigValues(merchantId, body);
      const created = await deps.db.transaction(async (tx) => {
        const store = await stores.insert(tx, merchantId, {
          name: body.name,
          shortName: body.short_name,
          type: body.type,
          address: body.address,
          officePhone: body.office_phone || null,
          mobilePhone: body.mobile_phone || null,
          industryId: body.industry_id ?? null,
          feeType: body.fee_type,
          storePhoto: photo,
          ...config,
        });
        await stores.replaceRates(tx, merchantId, store.id, body.fee_type, fees);
        await stores.refreshPublicImages(tx, merchantId, [config.qrLogo, config.payLogo]);
        return store;
      });
      return detail(merchantId, created, language);
    },

    async setRate(merchantId: number, body: ParsedRequest<'Branch/SetRate'>, language: Language) {
      await own(merchantId, body.id);
      const fees = checkedFees(body, await stores.cardFlatFeeCap(merchantId), language);
      await deps.db.transaction((tx) => stores.replaceRates(tx, merchantId, body.id, body.fee_type, fees));
      return detail(merchantId, await own(merchantId, body.id), language);
    },

    async payConfig(merchantId: number, id: number) {
      return { branchConfig: payConfig(await own(merchantId, id)) };
    },

    /** Saves the payment settings; logos become public while they are logos, a replaced one private again. */
    async savePayConfig(merchantId: number, body: ParsedRequest<'Branch/SavePayConfig'>) {
      const before = await own(merchantId, body.id);
      const values = await payConfigValues(merchantId, body);
      await deps.db.transaction(async (tx) => {
        await stores.updatePayConfig(tx, merchantId, body.id, values);
        await stores.refreshPublicImages(tx, merchantId, [
          before.qrLogo,
          before.payLogo,
          values.qrLogo,
          values.payLogo,
        ]);
      });
      return { branchConfig: payConfig(await own(merchantId, body.id)) };
    },

    async industries(level: number, parentId: number | undefined) {
      const rows = await stores.industries(level, level === 2 ? parentId : undefined);
      return {
        industrys: rows.map((entry) => ({
          id: entry.id,
          parent_id: entry.parentId,
          name: entry.name,
          en_name: entry.enName,
        })),
      };
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
