import type { PortfolioStatus } from '@mbo/contracts/calls/resellers-portfolio';

/** The portfolio list's state, kept in the address: status, sub-reseller, keyword (empty: all), the page. */
export interface PortfolioQuery {
  status: PortfolioStatus | null;
  reseller: number | null;
  keyword: string;
  page: number;
}

export const defaultPortfolioQuery = (): PortfolioQuery => ({ status: null, reseller: null, keyword: '', page: 1 });

export const portfolioBody = (query: PortfolioQuery) => ({
  page_index: query.page,
  page_size: 10,
  ...(query.status === null ? {} : { status: query.status }),
  ...(query.reseller === null ? {} : { reseller_id: query.reseller }),
  ...(query.keyword ? { keyword: query.keyword } : {}),
});
