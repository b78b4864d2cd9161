import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../support/harness.ts';
import { createStore, memberWithRoles } from '../support/factories.ts';
import { latestCode, outboxOf, smsRecipient } from '../support/outbox.ts';
import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import { requestSignature } from '../../src/modules/api-keys/api-secret.ts';

export interface ApiKey {
  keyId: string;
  secret: string;
}

export interface SignedOptions {
  /** Overrides of the signed headers (to test refusals). */
  headers?: Record<string, string>;
  /** Signs this body but sends `body` (a tampered request). */
  signedBody?: string;
  timestamp?: number;
  nonce?: string;
  language?: 'en-US' | 'zh-CN';
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

/** The secret key the newest SMS to a user carries. */
export async function secretFromSms(
  server: TestServer,
  user: { phone: string | null; countryCode: string | null },
): Promise<ApiKey> {
  const [message] = await outboxOf(server.db, smsRecipient(user));
  const secret = message?.body.match(/sk_[\w-]+/)?.[0];
  const keyId = message?.body.match(/pk_[\w-]+/)?.[0];
  if (!secret || !keyId) throw new Error('no secret key in the outbox');
  return { keyId, secret };
}

/** Issues a key with `scopes` through the developer calls (code by SMS, then the key by SMS) and reads it. */
export async function issueKey(
  server: TestServer,
  member: { merchant: { id: number }; user: { phone: string | null; countryCode: string | null }; token: string },
  scopes: ApiKeyScope[],
) {
  const sent = await server.call(
    'merchant/send_rotate_secret_key_code',
    { merchant_id: member.merchant.id },
    { token: member.token },
  );
  if (!sent.body.success) throw new Error(`send_rotate_secret_key_code failed: ${sent.body.msg}`);
  const code = await latestCode(server.db, smsRecipient(member.user));
  const issued = await server.call(
    'merchant/rotate_secret_key',
    { merchant_id: member.merchant.id, code, scopes },
    { token: member.token },
  );
  if (!issued.body.success) throw new Error(`rotate_secret_key failed: ${issued.body.msg}`);
  return secretFromSms(server, member.user);
}

/** A merchant (super admin signed in) with a store and an API key of every scope, received by SMS. */
export async function merchantWithKey(server: TestServer, scopes: ApiKeyScope[] = ['orders', 'refunds', 'read']) {
  const member = await memberWithRoles(server, [1]);
  const store = await createStore(server.db, member.merchant.id);
  return { ...member, store, key: await issueKey(server, member, scopes) };
}

/** A signed /v1/ request, as a merchant's server sends it. */
export async function signed(
  server: TestServer,
  key: ApiKey,
  method: string,
  path: string,
  body?: unknown,
  options: SignedOptions = {},
): Promise<ApiAnswer> {
  const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? randomBytes(12).toString('hex');
  const signature = requestSignature(key.secret, method, path, timestamp, nonce, options.signedBody ?? raw);
  const headers: Record<string, string> = {
    'accept-language': options.language ?? 'en-US',
    'x-key-id': key.keyId,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
    ...(raw === '' ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const response = await fetch(`${server.url}${path}`, { method, headers, body: raw === '' ? undefined : raw });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer['body'] };
}

export const newOrder = (overrides: Record<string, unknown> = {}) => ({
  amount: '12.50',
  currency: 'AUD',
  source_type: 4,
  channel: 1,
  out_trade_no: `SO-${randomBytes(6).toString('hex')}`,
  subject: 'Two bowls of noodles',
  ...overrides,
});

/** Pays an order in the sandbox wallet (the customer's "pay" step). */
export async function payInSandbox(server: TestServer, merchantId: number, orderNo: string): Promise<void> {
  const { rows } = await server.db.execute<{ channel_txn_id: string | null }>(
    sql`select channel_txn_id from orders where merchant_id = ${merchantId} and number = ${orderNo}`,
  );
  const txn = rows[0]?.channel_txn_id;
  if (!txn) throw new Error(`order ${orderNo} has no channel transaction`);
  const paid = await server.call('sandbox/wallet_action', { txn_token: txn, action: 'pay' });
  if (!paid.body.success) throw new Error(`sandbox pay failed: ${paid.body.msg}`);
}
