import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { portfolioKeys } from '../../../lib/query-keys.ts';
import { portfolioBody, type PortfolioQuery } from '../lib/portfolio-query.ts';

/** One page of the caller's portfolio, with the resellers in reach (the sub-reseller filter's choices). */
export const usePortfolio = (query: PortfolioQuery) =>
  useQuery({
    queryKey: portfolioKeys.list(query),
    queryFn: () => call('reseller/portfolio', portfolioBody(query)),
    placeholderData: keepPreviousData,
  });

/** The margin statement of a month (YYYY-MM), on screen. */
export const useMarginStatement = (month: string) =>
  useQuery({
    queryKey: portfolioKeys.statement(month),
    queryFn: () => call('reseller/margin_statement', { month, format: 'json' }),
  });

/** The month's statement as a file in the interface language, downloaded. */
export const useStatementDownload = () =>
  useMutation({
    mutationFn: async ({ month, format }: { month: string; format: 'xlsx' | 'pdf' }) => {
      const file = await call('reseller/margin_statement', { month, format });
      if (file.url && file.file_name) downloadFile(file.url, file.file_name);
      return file;
    },
  });
