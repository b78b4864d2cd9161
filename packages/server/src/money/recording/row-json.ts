import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

// A table's columns, looked up once (the bulk loaders convert millions of rows).
const columnsOf = new WeakMap<Table, [string, Column][]>();
function columns(table: Table): [string, Column][] {
  let entries = columnsOf.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table));
    columnsOf.set(table, entries);
  }
  return entries;
}

/**
 * Rows crossing into and out of a database function as JSON (the payment path's one round trip): property names
 * to column names and back, timestamps to Date. Generic over the table, so a new column needs no change here.
 */
export function toColumnJson<T extends Table>(table: T, values: Partial<InferSelectModel<T>>): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [property, column] of columns(table)) {
    const value = (values as Record<string, unknown>)[property];
    if (value !== undefined) json[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return json;
}

export function fromColumnJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [property, column] of columns(table)) {
    const value = json[column.name] ?? null;
    row[property] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as InferSelectModel<T>;
}
