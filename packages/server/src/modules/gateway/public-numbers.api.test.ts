import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { merchantWithKey, newOrder, payInSandbox, signed } from '../../../test/kits/merchant-api-test-kit.ts';

const server = serverForThisFile({ WEBHOOK_RELAY_INTERVAL_MS: '0' });

/** The part of a number after its prefix letter and date: what a shared counter would show through. */
const counterOf = (number: string) => Number(number.slice(7));

async function paidOrder(
  merchant: Awaited<ReturnType<typeof merchantWithKey>>,
): Promise<{ order: string; payment: string }> {
  const created = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder());
  const order = (created.body as { order: { order_no: string } }).order.order_no;
  await payInSandbox(server, merchant.merchant.id, order);
  const { rows } = await server.db.execute<{ number: string }>(
    sql`select p.number from orders o join payments p on p.id = o.payment_id where o.merchant_id = ${merchant.merchant.id} and o.number = ${order}`,
  );
  return { order, payment: rows[0]!.number };
}

describe('order and payment numbers', () => {
  it("do not count other merchants' orders and payments: B's between two of A's leave no trace in A's numbers", async () => {
    const [a, b] = [await merchantWithKey(server), await merchantWithKey(server)];
    const first = await paidOrder(a);
    for (let i = 0; i < 5; i += 1) await paidOrder(b);
    const second = await paidOrder(a);
    const third = await paidOrder(a);
    for (const kind of ['order', 'payment'] as const) {
      const [one, two, three] = [first[kind], second[kind], third[kind]].map(counterOf);
      // With one sequence for everyone these differ by 6 (B's five in between) and 1.
      expect([two! - one!, three! - two!], kind).not.toEqual([6, 1]);
      expect(Math.abs(three! - two!), kind).toBeGreaterThan(1);
      expect(Math.abs(two! - one!), kind).not.toBe(6);
    }
    expect(first.order).toMatch(/^O\d{16}$/);
    expect(first.payment).toMatch(/^P\d{15}$/);
  });

  it('stay unique and of their width: the numbering is a permutation of the sequence', async () => {
    const { rows } = await server.db.execute<{ numbers: number; distinct_numbers: number; widths: number[] }>(sql`
      select count(*)::int as numbers, count(distinct n)::int as distinct_numbers, array_agg(distinct length(n)) as widths
      from (select public_number(v, 4) as n from generate_series(0, 9999) v) s`);
    expect(rows[0]).toEqual({ numbers: 10_000, distinct_numbers: 10_000, widths: [4] });
    const odd = await server.db.execute<{ distinct_numbers: number }>(
      sql`select count(distinct public_number(v, 3))::int as distinct_numbers from generate_series(0, 999) v`,
    );
    expect(odd.rows[0]!.distinct_numbers).toBe(1000);
    const past = await server.db.execute<{ n: string }>(sql`select public_number(12345, 4) as n`);
    expect(past.rows[0]!.n).toMatch(/^1\d{4}$/);
  });
});
