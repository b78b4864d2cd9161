import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';

/** What the network needs of an order handed to it. */
export interface NetworkOrder {
  id: number;
  number: string;
  /** The recipient's account number (bank accounts), null for a product user (never handed to the network). */
  accountNumber: string | null;
  processingAt: Date;
}

export type NetworkAnswer =
  | { status: 'pending' }
  /** Delivered; `returnsLater` when the network already knows the bank will send it back (the sandbox's rule). */
  | { status: 'completed'; reference: string; returnsLater: boolean }
  | { status: 'failed'; reference: string };

/**
 * The payout network that pays recipients' banks (issue 14 §4: "processing completes or fails through a
 * payout-network adapter"): one interface, the sandbox today, a contracted network's adapter later (shaped like the
 * payment channels and the NPP adapter of T+0 payouts).
 */
export interface PayoutNetwork {
  readonly name: string;
  /** Where an order handed to the network stands now. */
  track(order: NetworkOrder, at: Date): Promise<NetworkAnswer>;
  /** Whether a payment the network said it would return has come back by now. */
  returnDue(order: { completedAt: Date }, at: Date): boolean;
}

/** A recipient account number ending so fails at the sandbox network (the bank refused the payment). */
export const SANDBOX_NETWORK_FAILING_ENDING = '7777';
/** A recipient account number ending so is delivered, then returned by the bank (an abnormal transaction). */
export const SANDBOX_NETWORK_RETURNING_ENDING = '8888';

/**
 * The sandbox payout network (SANDBOX_CHANNELS only, never in production): answers after `delayMs` by a rule
 * testers can steer — an account number ending 7777 fails, one ending 8888 is delivered and returned `delayMs`
 * later, every other one is delivered; its reference is derived from the order (the same order, the same reference).
 */
export function createSandboxPayoutNetwork(delayMs: number): PayoutNetwork {
  const reference = (order: NetworkOrder) =>
    `SBN${createHash('sha256').update(order.number).digest('hex').slice(0, 12).toUpperCase()}`;
  return {
    name: 'sandbox-network',
    async track(order, at) {
      if (at.getTime() - order.processingAt.getTime() < delayMs) return { status: 'pending' };
      const account = order.accountNumber ?? '';
      if (account.endsWith(SANDBOX_NETWORK_FAILING_ENDING)) return { status: 'failed', reference: reference(order) };
      return {
        status: 'completed',
        reference: reference(order),
        returnsLater: account.endsWith(SANDBOX_NETWORK_RETURNING_ENDING),
      };
    },
    returnDue: (order, at) => at.getTime() - order.completedAt.getTime() >= delayMs,
  };
}

/**
 * This deployment's payout network: the sandbox only with SANDBOX_CHANNELS (refused in production); without one,
 * transfer orders cannot be created or paid ("International transfers are not available right now").
 */
export function deploymentPayoutNetwork(
  config: Pick<Config, 'sandboxChannels' | 'remittanceSandboxNetworkDelayMs'>,
): PayoutNetwork | null {
  return config.sandboxChannels ? createSandboxPayoutNetwork(config.remittanceSandboxNetworkDelayMs) : null;
}
