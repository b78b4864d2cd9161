/** The store detail route takes the store id as a query parameter. */
export const storeDetailPath = (id: number): string => `/storeDetail?id=${id}`;

/** The id of the detail route's query, or null unless it is a positive id. */
export function parseStoreId(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
