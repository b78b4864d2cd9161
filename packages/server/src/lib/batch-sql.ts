import { sql, type SQL } from 'drizzle-orm';

/**
 * A batch's items as rows of a FROM clause, `r`, each with its place `i` (an int) and the given columns (a column
 * definition list, e.g. `"orderId" bigint, status smallint`; items are objects with those keys). One jsonb
 * parameter whatever the batch size, so the statement's text stays fixed (executePrepared). Read through
 * batch_items (migration 0008), which gives the planner a small row count: each item is looked up by index.
 */
export function batchRows(items: readonly object[], columns: string): SQL {
  const json = JSON.stringify(items.map((item, index) => ({ ...item, i: index })));
  return sql`batch_items(${json}::jsonb) as item, jsonb_to_record(item) as r(i int, ${sql.raw(columns)})`;
}
