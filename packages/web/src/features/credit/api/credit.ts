import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { creditKeys } from '../../../lib/query-keys.ts';
import { creditFilterBody, type CreditQuery } from '../lib/credit-query.ts';

/** The loan statuses in the interface language (the status filter's options). */
export const useCreditStatuses = (merchantId: number, language: string) =>
  useQuery({
    queryKey: creditKeys.statuses(merchantId, language),
    queryFn: async () => (await call('businessloan/GetCreditTypeList', { merchant_id: merchantId })).data,
    staleTime: Infinity,
  });

const pageBody = (merchantId: number, query: CreditQuery) => ({
  ...creditFilterBody(merchantId, query),
  page_index: query.page,
  page_size: 10,
  sort_type: 2 as const,
});

/** One page of loan applications (creditLine). */
export const useLoanApplications = (merchantId: number, query: CreditQuery) =>
  useQuery({
    queryKey: creditKeys.list(merchantId, 'applications', query),
    queryFn: async () =>
      (await call('businessloan/GetMerchantBusinessLoanApplyPage', pageBody(merchantId, query))).page_data,
    placeholderData: keepPreviousData,
  });

/** One page of loans (credit). */
export const useLoans = (merchantId: number, query: CreditQuery) =>
  useQuery({
    queryKey: creditKeys.list(merchantId, 'loans', query),
    queryFn: async () => (await call('businessloan/GetBusinessLoanPage', pageBody(merchantId, query))).page_data,
    placeholderData: keepPreviousData,
  });

/** Exports the whole filter of a list as XLSX and downloads it. */
export const useCreditExport = (merchantId: number, kind: 'applications' | 'loans') =>
  useMutation({
    mutationFn: async (query: CreditQuery) => {
      const body = creditFilterBody(merchantId, query);
      const file =
        kind === 'applications'
          ? await call('businessloan/ExportMerchantBusinessLoanApply', body)
          : await call('businessloan/ExportBusinessLoan', body);
      downloadFile(file.url, file.file_name);
      return file;
    },
  });
