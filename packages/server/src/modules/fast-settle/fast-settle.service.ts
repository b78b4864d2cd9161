import type { ParsedRequest } from '@mbo/contracts/calls/index';
import {
  FAST_SETTLE,
  FAST_SETTLE_MSG_TYPE,
  FAST_SETTLE_PAGE_STATE,
  FAST_SETTLE_RATES,
  FAST_SETTLE_SOURCE,
  type FastSettleConfigView,
} from '@mbo/contracts/calls/fast-settle';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import type { Database } from '@mbo/db/client';
import {
  accountKey,
  codeAccountOf,
  type CodesService,
  guesserKey,
  maskedAccount,
  recipientOf,
} from '../auth/auth.public.ts';
import { fastSettleConfigInForce } from '../settlement/settlement.public.ts';
import { changeColumns, fractionOf, rangeOf, requestView } from './fast-settle-view.ts';
import { insertRequest, type FastSettleRepository } from './fast-settle.repository.ts';

type Change = { is_fast_settle: number; fast_settlement_range: string[] };

/** What a code is bound to: this merchant and this change, so it approves no other. */
const bindingOf = (merchantId: number, change: Change) =>
  `fast_settle:${merchantId}:${change.is_fast_settle}:${change.is_fast_settle === FAST_SETTLE.yes ? change.fast_settlement_range.join(',') : ''}`;

/** Rates the client sends must be the provider's (a client cannot price its own T+0); absent ones are fine. */
function checkRates(data: { work_fee_rate?: number | undefined; every_fee_rate?: number | undefined }) {
  const differs = (sent: number | undefined, offered: number) => sent !== undefined && Math.abs(sent - offered) > 1e-9;
  if (differs(data.work_fee_rate, FAST_SETTLE_RATES.workday) || differs(data.every_fee_rate, FAST_SETTLE_RATES.holiday))
    throw badRequest('fast_settle.rate_not_offered');
}

/** The T+0 page's rules: the configuration in force, the fee table, the requests and their code. */
export function createFastSettleService(deps: { db: Database; repository: FastSettleRepository; codes: CodesService }) {
  const { db, repository, codes } = deps;

  async function merchantOf(merchantId: number) {
    const merchant = await repository.merchant(merchantId);
    if (!merchant) throw notFound();
    return merchant;
  }

  async function requesterOf(userId: number) {
    const requester = await repository.requester(userId);
    const account = requester && codeAccountOf(requester);
    if (!requester || !account) throw notFound();
    return { name: requester.name, account };
  }

  return {
    async config(ctx: MerchantContext) {
      const merchant = await merchantOf(ctx.merchant.id);
      const inForce = await fastSettleConfigInForce(db, merchant.id, new Date());
      const config: FastSettleConfigView | null = inForce
        ? {
            is_fast_settle: inForce.on ? FAST_SETTLE.yes : FAST_SETTLE.no,
            fast_settlement_range: inForce.on
              ? rangeOf({ rangeWorkday: inForce.workday, rangeHoliday: inForce.holiday })
              : [],
            workday: { fee_rate: fractionOf(inForce.workFeeRatePpm) },
            everyday: { fee_rate: fractionOf(inForce.everyFeeRatePpm) },
            active_time: formatWireTime(inForce.effectiveAt, merchant.timeZone),
          }
        : null;
      return {
        data: {
          is_fast_settle: merchant.isFastSettle,
          status: merchant.isFastSettle ? FAST_SETTLE_PAGE_STATE.enabled : FAST_SETTLE_PAGE_STATE.notEnabled,
          config,
        },
      };
    },

    async task(ctx: MerchantContext, merchantNumber: string | undefined) {
      const merchant = await merchantOf(ctx.merchant.id);
      if (merchantNumber !== undefined && merchantNumber !== merchant.number) throw forbidden('errors.not_member');
      const waiting = await repository.waiting(merchant.id, new Date());
      return { data: waiting ? requestView(waiting, merchant.timeZone, ctx.language) : null };
    },

    async pendingCount(ctx: MerchantContext) {
      return { count: await repository.pendingCount(ctx.merchant.id) };
    },

    feeRules() {
      return {
        data: {
          fast_fee_rate: FAST_SETTLE_RATES.workday,
          everyday_fee_rate: FAST_SETTLE_RATES.holiday,
          is_gst_inclusive: true,
        },
      };
    },

    /** Refused up front while a request is under review: no code for a change that cannot be submitted. */
    async sendCode(ctx: MerchantContext, change: Change) {
      if ((await repository.pendingCount(ctx.merchant.id)) > 0) throw conflict('fast_settle.pending');
      const { account } = await requesterOf(ctx.session.userId);
      await codes.send(
        FAST_SETTLE_MSG_TYPE,
        { account: accountKey(account), ...recipientOf(account) },
        ctx.language,
        bindingOf(ctx.merchant.id, change),
      );
      return { sent_to: maskedAccount(account) };
    },

    /**
     * A request under review, recorded as the merchant's and the signed-in user's whatever the body says (§6); the
     * rates are the provider's. The pending check comes before the code (a code is not spent on a refusal); the
     * database's index decides between concurrent submits.
     */
    async add(ctx: MerchantContext, body: ParsedRequest<'Merchant/AddMerchantSettlementConfigApple'>) {
      const { data } = body;
      if (data.merchant_id !== undefined && data.merchant_id !== ctx.merchant.id) throw forbidden('errors.not_member');
      checkRates(data);
      const merchant = await merchantOf(ctx.merchant.id);
      if ((await repository.pendingCount(merchant.id)) > 0) throw conflict('fast_settle.pending');
      const requester = await requesterOf(ctx.session.userId);
      await codes.verify(FAST_SETTLE_MSG_TYPE, accountKey(requester.account), body.code, {
        guesser: guesserKey(ctx.session.userId),
        binding: bindingOf(merchant.id, data),
      });
      const row = await insertRequest(db, merchant, {
        ...changeColumns(data),
        source: FAST_SETTLE_SOURCE.merchant,
        sourceUserId: ctx.session.userId,
        sourceUserName: requester.name,
      });
      return { data: { id: row.id, bill_no: row.billNo } };
    },

    async list(ctx: MerchantContext, body: ParsedRequest<'Merchant/GetMerchantSettlementConfigAppleList'>) {
      const other = body.other_conditions;
      if (other?.merchant_id !== undefined && other.merchant_id !== ctx.merchant.id)
        throw forbidden('errors.not_member');
      const merchant = await merchantOf(ctx.merchant.id);
      const { rows, total } = await repository.page(
        merchant.id,
        { billNo: body.bill_no || undefined, source: other?.source || undefined },
        { index: body.page_index, size: body.page_size },
      );
      return { data: rows.map((row) => requestView(row, merchant.timeZone, ctx.language)), total_count: total };
    },

    async detail(ctx: MerchantContext, id: number) {
      const merchant = await merchantOf(ctx.merchant.id);
      const row = await repository.byId(merchant.id, id);
      if (!row) throw notFound('fast_settle.not_found');
      return { data: requestView(row, merchant.timeZone, ctx.language) };
    },
  };
}
export type FastSettleService = ReturnType<typeof createFastSettleService>;
