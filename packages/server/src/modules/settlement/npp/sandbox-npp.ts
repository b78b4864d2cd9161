/**
 * The sandbox of Australia's NPP: a development adapter (SANDBOX_CHANNELS, never in production) that pays at once
 * and keeps what it paid in memory, per process. Behaviour (config): NPP_SANDBOX_FAIL_PERCENT rejects that share of
 * payouts (the network refuses: nothing left), NPP_SANDBOX_RETURN_PERCENT pays that share and then has the
 * receiving bank send it back (after NPP_SANDBOX_RETURN_DELAY_MS). Tests and the demo return one payout on
 * purpose with `returnPayout`.
 */
import { createHash } from 'node:crypto';
import type {
  InstantPaymentAdapter,
  InstantPayout,
  InstantPayoutResult,
  InstantPayoutReturn,
} from './instant-payment-adapter.ts';

export interface SandboxNppOptions {
  failPercent: number;
  returnPercent: number;
  returnDelayMs: number;
  /** For tests; Math.random by default. */
  random?: () => number;
  /** Where an automatic return's failure is reported (the handler threw). */
  onError?: (error: unknown) => void;
}

export interface SandboxNpp extends InstantPaymentAdapter {
  /** The receiving bank sends a paid payout back now; false when the reference was not paid by this sandbox. */
  returnPayout(reference: string, options?: { reason?: string; returnedAt?: Date }): Promise<boolean>;
  /** What the sandbox paid or rejected, by reference (tests). */
  readonly payouts: ReadonlyMap<string, InstantPayout & { result: InstantPayoutResult }>;
}

export const SANDBOX_NPP = 'sandbox-npp';

export function createSandboxNpp(options: SandboxNppOptions): SandboxNpp {
  const random = options.random ?? Math.random;
  const payouts = new Map<string, InstantPayout & { result: InstantPayoutResult }>();
  const returned = new Set<string>();
  let handler: ((returned: InstantPayoutReturn) => Promise<void>) | null = null;

  async function returnPayout(
    reference: string,
    { reason = 'Sandbox: returned by the receiving bank', returnedAt = new Date() } = {},
  ): Promise<boolean> {
    const payout = payouts.get(reference);
    if (!payout || payout.result.status !== 'paid' || returned.has(reference)) return false;
    returned.add(reference);
    await handler?.({ reference, reason, returnedAt });
    return true;
  }

  return {
    name: SANDBOX_NPP,
    payouts,
    returnPayout,
    async pay(payout) {
      const known = payouts.get(payout.reference);
      if (known) return known.result;
      const result: InstantPayoutResult =
        random() * 100 < options.failPercent
          ? { status: 'rejected', reason: 'Sandbox: the receiving account refused the payment' }
          : {
              status: 'paid',
              networkId: `npp-${createHash('sha256').update(payout.reference).digest('hex').slice(0, 20)}`,
            };
      payouts.set(payout.reference, { ...payout, result });
      if (result.status === 'paid' && random() * 100 < options.returnPercent) {
        setTimeout(() => {
          returnPayout(payout.reference).catch((error: unknown) => options.onError?.(error));
        }, options.returnDelayMs).unref();
      }
      return result;
    },
    onReturn(next) {
      handler = next;
    },
  };
}
