/**
 * The sandbox channels: one adapter per channel family (WeChat Pay, Alipay, UnionPay, card), each implementing
 * the channel-adapter interface and keeping its books in `sandbox_transactions`, as a wallet app or card network
 * would. The customer decides in the sandbox wallet step (`/pay/wallet/<channel txn id>`: pay, fail or cancel);
 * the sandbox then notifies the gateway through the adapter's notification handler, as a real channel calls back.
 *
 * Behaviour (config): SANDBOX_CREATE_DELAY_MS (answer create late), SANDBOX_FAIL_PERCENT (refuse that share of
 * creates as a transient failure), SANDBOX_NOTIFY_DELAY_MS (notify late), SANDBOX_NOTIFY_LOSS_PERCENT (lose that
 * share of notifications: the gateway finds the outcome by querying).
 */
import { createHmac } from 'node:crypto';
import { SANDBOX_ADAPTER } from '../../money/money.public.ts';
import { sql } from 'drizzle-orm';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import type { Database } from '@mbo/db/client';
import { executePrepared } from '@mbo/db/prepared';
import { conflict, notFound } from '../../lib/app-error.ts';
import { orderOfUnverifiedMerchant } from '../merchant-gate/merchant-gate.public.ts';
import { batchRows } from '../../lib/batch-sql.ts';
import type { FxRateSource } from './fx-rates.ts';
import { createBatcher, resultsByIndex } from '../../lib/batcher.ts';
import {
  ChannelUnavailableError,
  type ChannelAdapter,
  type ChannelNotification,
  type ChannelOrder,
  type ChannelPaymentStatus,
  type ChannelRefundRequest,
  type ChannelRefundResult,
} from './channel-adapter.ts';
import { SANDBOX_STATUS } from '@mbo/contracts/statuses';

class RefundRefused extends Error {}
const STATUS_NAMES: Record<number, ChannelPaymentStatus> = { 1: 'pending', 2: 'paid', 3: 'failed', 4: 'cancelled' };
const ACTION_STATUS = {
  pay: SANDBOX_STATUS.paid,
  fail: SANDBOX_STATUS.failed,
  cancel: SANDBOX_STATUS.cancelled,
} as const;
export type WalletAction = keyof typeof ACTION_STATUS;

/** The sandbox's channel families: the ids each serves and the prefix of its transaction ids. */
export const SANDBOX_FAMILIES = [
  { name: 'wechat', prefix: 'wx', channelIds: [1] },
  { name: 'alipay', prefix: 'ali', channelIds: [2, 3] },
  { name: 'unionpay', prefix: 'up', channelIds: [5, 7] },
  { name: 'card', prefix: 'card', channelIds: [10] },
] as const;

export interface SandboxOptions {
  /** Absolute base of the wallet step's URL (PUBLIC_URL). */
  publicUrl: string;
  /** Key material: transaction ids are derived from the order (create is idempotent) but not guessable. */
  secret: Buffer;
  createDelayMs: number;
  notifyDelayMs: number;
  failPercent: number;
  notifyLossPercent: number;
  /** For tests; Math.random by default. */
  random?: () => number;
  /** Where notification failures are reported. */
  onError?: (error: unknown) => void;
}

export interface WalletView {
  channelId: number;
  storeName: string;
  currencyId: number;
  amountMinor: number;
  status: number;
  orderToken: string;
  expiresAt: Date;
  /** The order's merchant is verified: only then does the wallet take the payment (issue 11 §5). */
  merchantVerified: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const NOTIFY_ATTEMPTS = 3;

/**
 * The sandbox's transaction id of an order on a channel: an HMAC of both under the server key (create is
 * idempotent, ids unguessable). What the customer's wallet app holds; the bench's customers derive it so.
 */
export function sandboxTxnId(secret: Buffer, orderId: number, channelId: number): string {
  const family = SANDBOX_FAMILIES.find((entry) => (entry.channelIds as readonly number[]).includes(channelId));
  if (!family) throw new Error(`no sandbox channel ${channelId}`);
  return `${family.prefix}_${createHmac('sha256', secret).update(`sandbox:${orderId}:${channelId}`).digest('hex').slice(0, 32)}`;
}

/** The sandbox network: its books, its four adapters and the wallet step's two operations. */
export function createSandbox(db: Database, options: SandboxOptions) {
  const random = options.random ?? Math.random;
  const handlers = new Map<number, (notification: ChannelNotification) => Promise<void>>();

  // The sandbox's books take the transactions opened together, and the wallet choices made together, in one
  // statement each (as a network batches its writes); a transaction opened twice stays as first opened.
  const open = createBatcher<
    {
      channelTxnId: string;
      channelId: number;
      merchantId: number;
      orderId: number;
      currencyId: number;
      amountMinor: number;
    },
    void
  >({
    run: async (batch) => {
      await executePrepared(
        db,
        sql`
        insert into sandbox_transactions (channel_txn_id, channel_id, merchant_id, order_id, currency_id, amount_minor)
        select "channelTxnId", "channelId", "merchantId", "orderId", "currencyId", "amountMinor"
        from ${batchRows(batch, `"channelTxnId" text, "channelId" smallint, "merchantId" int, "orderId" bigint, "currencyId" smallint, "amountMinor" bigint`)}
        order by i
        on conflict (channel_txn_id) do nothing`,
      );
      return batch.map(() => undefined);
    },
  });
  type Decided = { channel_id: number; merchant_id: number; number: string; pay_token: string };
  const decide = createBatcher<{ channelTxnId: string; status: number }, Decided | null>({
    keysOf: (choice) => [choice.channelTxnId],
    run: async (batch) => {
      const { rows } = await executePrepared<Decided & { i: number }>(
        db,
        sql`
        update sandbox_transactions st set status = r.status, updated_at = now()
        from ${batchRows(batch, `"channelTxnId" text, status smallint`)}, orders o join merchants m on m.id = o.merchant_id
        where st.channel_txn_id = r."channelTxnId" and o.id = st.order_id and st.status = ${SANDBOX_STATUS.awaiting}
          and (r.status <> ${SANDBOX_STATUS.paid} or (o.expires_at > now() and m.is_verify))
        returning r.i, st.channel_id, o.merchant_id, o.number, o.pay_token`,
      );
      return resultsByIndex(rows, batch.length, (row) => row, null);
    },
  });

  function walletUrl(channelTxnId: string): string {
    return `${options.publicUrl.replace(/\/$/, '')}/pay/wallet/${channelTxnId}`;
  }

  /** Notifies like a real channel: after the configured delay, retried a few times if the gateway fails. */
  async function notify(notification: ChannelNotification): Promise<void> {
    if (options.notifyLossPercent > 0 && random() * 100 < options.notifyLossPercent) return;
    const handler = handlers.get(notification.channelId);
    if (!handler) return;
    const deliver = async () => {
      for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt += 1) {
        try {
          await handler(notification);
          return;
        } catch (error) {
          if (attempt === NOTIFY_ATTEMPTS) throw error;
          await sleep(100 * 2 ** attempt);
        }
      }
    };
    if (options.notifyDelayMs > 0) {
      setTimeout(() => deliver().catch((error: unknown) => options.onError?.(error)), options.notifyDelayMs).unref();
      return;
    }
    await deliver().catch((error: unknown) => options.onError?.(error));
  }

  function adapter(family: (typeof SANDBOX_FAMILIES)[number]): ChannelAdapter {
    const channelIds: readonly number[] = family.channelIds;
    return {
      name: SANDBOX_ADAPTER,
      channelIds,

      async create(order: ChannelOrder) {
        if (!channelIds.includes(order.channelId))
          throw new Error(`sandbox ${family.name} does not serve channel ${order.channelId}`);
        if (options.createDelayMs > 0) await sleep(options.createDelayMs);
        if (options.failPercent > 0 && random() * 100 < options.failPercent)
          throw new ChannelUnavailableError(`sandbox ${family.name} refused create`);
        const channelTxnId = sandboxTxnId(options.secret, order.orderId, order.channelId);
        await open({
          channelTxnId,
          channelId: order.channelId,
          merchantId: order.merchantId,
          orderId: order.orderId,
          currencyId: order.currencyId,
          amountMinor: order.amountMinor,
        });
        const payUrl = walletUrl(channelTxnId);
        return { channelTxnId, payUrl, qrContent: payUrl };
      },

      async query(channelTxnId: string) {
        const { rows } = await executePrepared<{ status: number }>(
          db,
          sql`select status from sandbox_transactions where channel_txn_id = ${channelTxnId}`,
        );
        if (!rows[0]) throw new Error(`sandbox ${family.name}: unknown transaction ${channelTxnId}`);
        return STATUS_NAMES[Number(rows[0].status)]!;
      },

      async close(channelTxnId: string) {
        await db.execute(sql`
          update sandbox_transactions set status = ${SANDBOX_STATUS.cancelled}, updated_at = now()
          where channel_txn_id = ${channelTxnId} and status = ${SANDBOX_STATUS.awaiting}`);
        return this.query(channelTxnId);
      },

      /**
       * Refunds once per refund id: the refund is a row of its own (status 5, keyed by the channel refund id
       * derived from ours) written in the same transaction as the running total, which never passes the amount paid.
       * A repeat of a refund id answers its first outcome; concurrent repeats wait on the first's key.
       */
      async refund(request: ChannelRefundRequest): Promise<ChannelRefundResult> {
        const channelRefundId = `${family.prefix}r_${createHmac('sha256', options.secret).update(`refund:${request.channelTxnId}:${request.refundId}`).digest('hex').slice(0, 32)}`;
        const refunded = await db
          .transaction(async (tx) => {
            const { rows: inserted } = await tx.execute(sql`
              insert into sandbox_transactions (channel_txn_id, channel_id, merchant_id, order_id, currency_id, amount_minor, status)
              select ${channelRefundId}, channel_id, merchant_id, order_id, currency_id, ${request.amountMinor}, ${SANDBOX_STATUS.refund}
              from sandbox_transactions where channel_txn_id = ${request.channelTxnId}
              on conflict (channel_txn_id) do nothing
              returning channel_txn_id`);
            if (inserted.length === 0) {
              const { rows: known } = await tx.execute(
                sql`select 1 from sandbox_transactions where channel_txn_id = ${channelRefundId}`,
              );
              return known.length === 1;
            }
            const { rows: updated } = await tx.execute(sql`
              update sandbox_transactions set refunded_minor = refunded_minor + ${request.amountMinor}, updated_at = now()
              where channel_txn_id = ${request.channelTxnId} and status = ${SANDBOX_STATUS.paid} and ${request.amountMinor} > 0
                and refunded_minor + ${request.amountMinor} <= amount_minor
              returning channel_txn_id`);
            if (updated.length === 0) throw new RefundRefused();
            return true;
          })
          .catch((error: unknown) => {
            if (error instanceof RefundRefused) return false;
            throw error;
          });
        return { status: refunded ? 'succeeded' : 'failed', channelRefundId };
      },

      onNotification(handler) {
        for (const id of channelIds) handlers.set(id, handler);
      },
    };
  }

  return {
    adapters: SANDBOX_FAMILIES.map(adapter),
    walletUrl,

    /** The wallet step's view of a transaction. */
    async wallet(channelTxnId: string): Promise<WalletView> {
      const { rows } = await executePrepared<{
        channel_id: number;
        store_name: string;
        currency_id: number;
        amount_minor: number;
        status: number;
        pay_token: string;
        expires_at: Date;
        is_verify: boolean;
      }>(
        db,
        sql`
        select st.channel_id, s.name as store_name, st.currency_id, st.amount_minor, st.status, o.pay_token, o.expires_at,
          m.is_verify
        from sandbox_transactions st
        join orders o on o.id = st.order_id
        join stores s on s.id = o.store_id
        join merchants m on m.id = o.merchant_id
        where st.channel_txn_id = ${channelTxnId}`,
      );
      const row = rows[0];
      if (!row) throw notFound('gateway.wallet_not_found');
      return {
        channelId: Number(row.channel_id),
        storeName: row.store_name,
        currencyId: Number(row.currency_id),
        amountMinor: Number(row.amount_minor),
        status: Number(row.status),
        orderToken: row.pay_token,
        expiresAt: new Date(row.expires_at),
        merchantVerified: row.is_verify,
      };
    },

    /**
     * The customer's choice: moves an awaiting transaction to paid, failed or cancelled (once: a decided
     * transaction refuses another choice; paying after the order's expiry, or for a merchant that is not verified
     * now, is refused in the same statement and leaves the transaction awaiting), then notifies the gateway.
     */
    async act(channelTxnId: string, action: WalletAction): Promise<{ status: number; orderToken: string }> {
      const status = ACTION_STATUS[action];
      const row = await decide({ channelTxnId, status });
      if (!row) {
        const current = await this.wallet(channelTxnId);
        if (current.status !== SANDBOX_STATUS.awaiting) throw conflict('gateway.wallet_decided');
        if (!current.merchantVerified && current.expiresAt.getTime() > Date.now()) throw orderOfUnverifiedMerchant();
        throw conflict('gateway.order_expired');
      }
      await notify({
        channelId: Number(row.channel_id),
        channelTxnId,
        merchantId: Number(row.merchant_id),
        orderNumber: row.number,
        status: STATUS_NAMES[status]!,
      });
      return { status, orderToken: row.pay_token };
    },
  };
}
export type Sandbox = ReturnType<typeof createSandbox>;

/**
 * The sandbox's exchange rate source: CNY per unit of the order currency, in micro-units, fixed (AUD 4.70,
 * USD 7.10, CNY 1). Only with the sandbox channels (deployment-channels.ts); a real channel reports the rate it
 * applied.
 */
export const SANDBOX_CNY_RATE_MICROS: Record<string, number> = { AUD: 4_700_000, USD: 7_100_000, CNY: 1_000_000 };

export const sandboxFxRates: FxRateSource = {
  cnyRateMicros: async (currencyId) =>
    SANDBOX_CNY_RATE_MICROS[currencyById(currencyId)?.code ?? ''] ?? SANDBOX_CNY_RATE_MICROS.AUD!,
};
