import { MERCHANT_API_DOCS_PATH } from '@mbo/contracts/calls/api-keys';
import { SIGNATURE_WINDOW_S } from '../merchant-api/merchant-api.public.ts';
import { escapeMarkup } from '../../lib/markup.ts';

const EXAMPLE = `import { createHmac, randomUUID } from 'node:crypto';

const { MBO_URL, MBO_KEY_ID, MBO_SECRET } = process.env;
const body = JSON.stringify({
  amount: '12.50', currency: 'AUD', source_type: 4, channel: 1,
  out_trade_no: \`example-\${Date.now()}\`, subject: 'Two bowls of noodles',
});
const path = '/v1/orders';
const timestamp = String(Math.floor(Date.now() / 1000));
const nonce = randomUUID();
const signature = createHmac('sha256', MBO_SECRET)
  .update(\`POST\\n\${path}\\n\${timestamp}\\n\${nonce}\\n\${body}\`).digest('hex');

const response = await fetch(new URL(path, MBO_URL), {
  method: 'POST', body,
  headers: { 'content-type': 'application/json', 'x-key-id': MBO_KEY_ID, 'x-timestamp': timestamp,
    'x-nonce': nonce, 'x-signature': signature, 'idempotency-key': nonce },
});
const { order, error } = await response.json();
console.log(order ? order.pay_url : error);`;

const VERIFY = `// Express-style: verify before you trust a notification.
const raw = request.rawBody;                       // the exact bytes received
const timestamp = request.headers['x-timestamp'];
const expected = createHmac('sha256', MBO_SECRET).update(\`\${timestamp}\\n\${raw}\`).digest('hex');
if (!timingSafeEqual(Buffer.from(expected), Buffer.from(request.headers['x-signature'] ?? ''))) return reply(401);
if (alreadyHandled(request.headers['x-event-id'])) return reply(200); // retries carry the same event id
handle(JSON.parse(raw));
return reply(200);`;

/** The readable guide to the merchant payment API: signing, idempotency, notifications, errors, the endpoints. */
export function renderMerchantApiPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant payment API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.55 system-ui,sans-serif;max-width:920px;margin:2rem auto;padding:0 1rem;color:#1f2937}
pre{background:#f3f4f6;padding:.8rem;overflow:auto;border-radius:6px}code{font-size:.92em}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}td,th{border:1px solid #d1d5db;padding:.3rem .5rem;text-align:left}
th{background:#f3f4f6}h2{border-top:1px solid #e5e7eb;padding-top:1rem}</style></head><body>
<h1>Merchant payment API (<code>/v1/</code>)</h1>
<p>Take payments from your own website, app or till: create an order, send the customer to its pay URL (or show its
QR code), receive a signed notification when it is paid, and refund it. The machine-readable description is
<a href="${MERCHANT_API_DOCS_PATH}/openapi.json">OpenAPI 3.1</a>.</p>

<h2 id="keys">1. Keys</h2>
<p>On the developer page (<a href="/api">/api</a>), <em>Get secret key</em> sends your secret key (<code>sk_…</code>) by SMS
to your phone; the page shows your public key (<code>pk_…</code>). Keep the secret on your server only. <em>Issue new key</em>
(approved with an SMS code) replaces it with a key of the scopes you choose: <code>orders</code> (create and query orders),
<code>refunds</code> (create and query refunds; only for people who may refund in the back-office) and <code>read</code>
(query only). The old key is refused from that moment. A key acts within the rights its issuer has now: if they leave
the merchant or lose the developer page, the key answers <code>403 key_issuer_inactive</code>; if they may no longer
refund, its refunds answer <code>403 refund_right_missing</code>. A first key from <em>Get secret key</em> has the scopes
orders and read; only its issuer can have it sent again.</p>

<h2 id="signing">2. Signing every request</h2>
<p>Send these headers with every request:</p>
<table><thead><tr><th>Header</th><th>Value</th></tr></thead><tbody>
<tr><td><code>X-Key-Id</code></td><td>your public key</td></tr>
<tr><td><code>X-Timestamp</code></td><td>now, in Unix seconds; refused when more than ${SIGNATURE_WINDOW_S / 60} minutes from our clock (either way)</td></tr>
<tr><td><code>X-Nonce</code></td><td>a new random value per request (8–64 of <code>A–Z a–z 0–9 - _</code>); a reused nonce is refused</td></tr>
<tr><td><code>X-Signature</code></td><td>hex HMAC-SHA256 with your secret key over<br><code>METHOD + "\\n" + PATH_WITH_QUERY + "\\n" + TIMESTAMP + "\\n" + NONCE + "\\n" + RAW_BODY</code></td></tr>
</tbody></table>
<p>Sign the exact bytes you send (serialise the JSON once, sign that string, send that string); a GET has an empty body.
Refusals are <code>401</code> with a code saying which check failed: <code>signature_missing</code>, <code>timestamp_invalid</code>,
<code>timestamp_stale</code>, <code>nonce_invalid</code>, <code>key_unknown</code>, <code>key_retired</code>, <code>signature_invalid</code>,
<code>nonce_reused</code>. Each merchant may make a limited number of requests a minute (<code>429 rate_limited</code>).</p>

<h2 id="idempotency">3. Retrying safely: <code>Idempotency-Key</code></h2>
<p>Send an <code>Idempotency-Key</code> header (up to 255 characters, e.g. a UUID) with a POST. A retry with the same key and
the same request within 24 hours gets the first answer again, with <code>Idempotent-Replayed: true</code>, and changes
nothing. The same key with a different request is refused (<code>422 idempotency_key_reused</code>); a retry while the first
is still running gets <code>409 idempotency_in_progress</code> (retry in a moment). A <code>5xx</code> is not remembered: retry it.
Refunds are also idempotent by your <code>out_refund_no</code>.</p>

<h2 id="endpoints">4. Endpoints</h2>
<table><thead><tr><th>Request</th><th>What it does</th></tr></thead><tbody>
<tr><td><code>POST /v1/orders</code></td><td>Create an order: <code>amount</code> ("12.50"), <code>currency</code> (AUD, USD, CNY), <code>source_type</code>
(4 Api_Qr, 5 Api_H5, 7 Api_Web, 8 Api_Wap, 9 Api_App), <code>out_trade_no</code> (yours, unique), optional <code>store_id</code>
(default: your first store), <code>channel</code> (1 WeChat Pay, 3 Alipay, 7 UnionPay, 10 card …; absent: the customer picks),
<code>subject</code>, <code>notify_url</code> (default: the one set on the developer page), <code>return_url</code>. Answers <code>201 {"order": {…, "pay_url", "qr_content"}}</code>.</td></tr>
<tr><td><code>GET /v1/orders/{order_no}</code><br><code>GET /v1/orders?out_trade_no=…</code></td><td>The order and its status: pending, paid, failed, cancelled, expired.</td></tr>
<tr><td><code>POST /v1/orders/{order_no}/refunds</code></td><td>Refund a paid order, in part or in full: <code>amount</code>, <code>out_refund_no</code>, <code>reason</code>.
The back-office rules apply: above 0, at most what is left ("The maximum refundable amount is 6.00 AUD."), taken from your
balance and then your global account; card payments keep their fee. <code>201 {"refund": {…}}</code>.</td></tr>
<tr><td><code>GET /v1/refunds/{out_refund_no}</code></td><td>The refund.</td></tr>
</tbody></table>
<p>Another merchant's order or refund is answered <code>404</code>, the same as one that does not exist.</p>

<h2 id="notifications">5. Notifications</h2>
<p>When an order is paid, fails or is cancelled we POST JSON to its notify URL:
<code>{"event_id", "type": "order.paid" | "order.failed" | "order.cancelled", "created_at", "data": {…}}</code>, where
<code>data</code> is the order exactly as <code>GET /v1/orders/{order_no}</code> shows it at that moment (the same fields, the
same names: <code>order_no</code>, <code>out_trade_no</code>, <code>status</code>, <code>amount</code>, <code>currency</code>,
<code>channel</code>, <code>paid_amount</code>, <code>transaction_id</code>, …),
with headers <code>X-Event-Id</code>, <code>X-Timestamp</code> and <code>X-Signature</code> = hex HMAC-SHA256 with your secret over
<code>TIMESTAMP + "\\n" + RAW_BODY</code>. Answer any <code>2xx</code> within 5 seconds. Anything else is retried after 10 s, 30 s,
2 min, 10 min, 30 min, 1 h, 2 h, 4 h and 8 h (ten attempts), then given up. A notification can arrive more than once:
drop repeats by <code>X-Event-Id</code>. The developer page lists every notification and each attempt.</p>
<p><strong>Changed:</strong> notifications used to carry <code>channel_id</code>, <code>surcharge</code> and
<code>gross_amount</code> and lacked several of the order's fields. They now carry the order's own shape: read
<code>channel</code> for <code>channel_id</code> and <code>paid_amount</code> for <code>gross_amount</code> (the surcharge is
<code>paid_amount</code> − <code>amount</code>). <code>transaction_id</code> (our payment number) is now in the order too.</p>
<pre><code>${escapeMarkup(VERIFY)}</code></pre>

<h2 id="errors">6. Errors</h2>
<p>Every error is <code>{"error": {"code": "…", "message": "…"}}</code> with an HTTP status (400 invalid input, 401 signature,
403 outside the key's scopes or its issuer's rights, 404 not found, 409 conflict, 422 idempotency key reused, 429 rate limit, 5xx ours). <code>code</code> is stable, for programs;
<code>message</code> is for people, in the request's <code>Accept-Language</code> (<code>en</code> or <code>zh-CN</code>).</p>

<h2 id="example">7. Example (Node 18+, no dependencies)</h2>
<p>The repository has it as <code>scripts/examples/create-order.mjs</code>:
<code>MBO_URL=… MBO_KEY_ID=pk_… MBO_SECRET=sk_… node scripts/examples/create-order.mjs</code>.</p>
<pre><code>${escapeMarkup(EXAMPLE)}</code></pre>
</body></html>`;
}
