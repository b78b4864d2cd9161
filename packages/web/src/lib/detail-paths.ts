/**
 * The detail pages' addresses, shared by the features that link to each other's records (a payment to its payout,
 * a payout to its payments and refunds): they take their record as query parameters.
 */

/** A payment (turnover type 1) or a refund (2). */
export const transactionDetailPath = (id: number, turnoverType: number): string =>
  `/transactionDetail?id=${id}&type=${turnoverType}`;

/** A payout (settlement) by its id. */
export const payoutDetailPath = (id: number): string => `/payoutDetail?id=${id}`;
