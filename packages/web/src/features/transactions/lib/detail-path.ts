import { transactionDetailPath } from '../../../lib/detail-paths.ts';

/** The detail route takes its data as query parameters: the transaction id and its turnover type (1 payment, 2 refund). */
export const detailPath = transactionDetailPath;

/** The id and type of the detail route's query, or null when they are not a positive id and 1 or 2. */
export function parseDetailParams(params: URLSearchParams): { id: number; turnoverType: 1 | 2 } | null {
  const id = Number(params.get('id'));
  const type = Number(params.get('type') ?? '1');
  if (!Number.isSafeInteger(id) || id <= 0 || (type !== 1 && type !== 2)) return null;
  return { id, turnoverType: type };
}
