// Creates an order through the merchant API with a signed request and prints where the customer pays.
// Node 18+, no dependencies:
//   MBO_URL=http://127.0.0.1:8080 MBO_KEY_ID=pk_... MBO_SECRET=sk_... node scripts/examples/create-order.mjs
import { createHmac, randomUUID } from 'node:crypto';

const { MBO_URL = 'http://127.0.0.1:8080', MBO_KEY_ID, MBO_SECRET } = process.env;
if (!MBO_KEY_ID || !MBO_SECRET) {
  console.error('Set MBO_KEY_ID (the public key) and MBO_SECRET (the secret key sent by SMS).');
  process.exit(1);
}

/** Signs METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nBODY with the secret: hex HMAC-SHA256. */
async function signedRequest(method, path, body) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID();
  const signature = createHmac('sha256', MBO_SECRET)
    .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${raw}`)
    .digest('hex');
  const response = await fetch(new URL(path, MBO_URL), {
    method,
    headers: {
      'content-type': 'application/json',
      'x-key-id': MBO_KEY_ID,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
      // A retry with the same key never creates a second order.
      ...(method === 'POST' ? { 'idempotency-key': nonce } : {}),
    },
    body: raw || undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${answer.error?.code}: ${answer.error?.message}`);
  return answer;
}

const { order } = await signedRequest('POST', '/v1/orders', {
  amount: '12.50',
  currency: 'AUD',
  source_type: 4, // Api_Qr
  channel: 1, // WeChat Pay
  out_trade_no: `example-${Date.now()}`,
  subject: 'Two bowls of noodles',
});
console.log(`Order ${order.order_no} (${order.amount} ${order.currency}) is ${order.status}.`);
console.log(`Pay URL: ${order.pay_url}`);
