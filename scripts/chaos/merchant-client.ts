// The chaos run's merchant: signed /v1/ requests and the sandbox wallet step, each retried with its same
// Idempotency-Key until the server answers it (a dropped connection or a 5xx is no answer).
import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sandboxTxnId } from '../../packages/server/src/modules/gateway/sandbox-channel.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface MerchantClient {
  /** Retries until an answer that is not a 5xx arrives, or `until` passes (null then). */
  signed(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<Answer | null>;
  walletPay(orderNo: string): Promise<Answer | null>;
}

export function merchantClient(options: {
  baseUrl: () => string;
  keyId: string;
  secret: string;
  serverSecret: Buffer;
  until: () => number;
}): MerchantClient {
  async function once(
    method: string,
    path: string,
    raw: string,
    headers: Record<string, string>,
  ): Promise<Answer | null> {
    try {
      const response = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: raw || undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status >= 500) return null;
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch {
      return null;
    }
  }

  async function retried(attempt: () => Promise<Answer | null>): Promise<Answer | null> {
    for (let wait = 100; Date.now() < options.until(); wait = Math.min(wait * 2, 2_000)) {
      const answer = await attempt();
      // 429: the rate limit, 503: not ready; both say "again later", like no answer at all.
      if (answer && answer.status !== 429 && answer.status !== 503) return answer;
      await sleep(wait);
    }
    return null;
  }

  return {
    signed(method, path, body, idempotencyKey) {
      const raw = body === undefined ? '' : JSON.stringify(body);
      return retried(() => {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const nonce = randomUUID();
        const signature = createHmac('sha256', options.secret)
          .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${raw}`)
          .digest('hex');
        return once(method, path, raw, {
          'x-key-id': options.keyId,
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        });
      });
    },
    walletPay(orderNo) {
      // The sandbox derives the wallet step's token from the order id (the end of its number) and the channel.
      const txnToken = sandboxTxnId(options.serverSecret, Number(orderNo.slice(-10)), 1);
      return retried(() =>
        once('POST', '/api/sandbox/wallet_action', JSON.stringify({ txn_token: txnToken, action: 'pay' }), {}),
      );
    },
  };
}
