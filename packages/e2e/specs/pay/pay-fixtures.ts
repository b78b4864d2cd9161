import { sql } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';

/** Reads from the database of the server under test (the demo stores' pay tokens are random per database). */
async function query<T extends Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    return (await db.execute<T>(statement)).rows as T[];
  } finally {
    await db.$client.end();
  }
}

/** The payment link path of a demo store, by the merchant's and the store's numbers (Harbour Noodle House's Circular Quay: M100001, S1001). */
export async function payLinkOf(merchantNumber: string, storeNumber: string): Promise<string> {
  const rows = await query<{ pay_token: string }>(sql`
    select s.pay_token from stores s join merchants m on m.id = s.merchant_id where m.number = ${merchantNumber} and s.number = ${storeNumber}`);
  if (!rows[0]) throw new Error(`no store ${storeNumber} of ${merchantNumber} in the demo data`);
  return `/pay/${rows[0].pay_token}`;
}

/** The payments recorded for an order (the channel transaction the order was paid through). */
export async function paymentsOfOrder(orderNumber: string): Promise<string[]> {
  const rows = await query<{ number: string }>(sql`
    select p.number from payments p join orders o on o.merchant_id = p.merchant_id and o.channel_txn_id = p.channel_txn_id
    where o.number = ${orderNumber}`);
  return rows.map((row) => row.number);
}

/** Sets a demo merchant's verification (is_verify), by its number. A spec that clears it sets it back. */
export async function setMerchantVerified(merchantNumber: string, isVerify: boolean): Promise<void> {
  await query(sql`update merchants set is_verify = ${isVerify} where number = ${merchantNumber} returning id`);
}
