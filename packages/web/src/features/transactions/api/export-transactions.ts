import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { filterBody, type ListQuery } from '../lib/list-query.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export async function exportTransactions(query: ListQuery) {
  const result = await call('export_transaction_list_report', filterBody(query));
  downloadFile(result.filepath, result.file_name);
  return result;
}

/** The transaction detail report: the whole filtered set as an XLSX file, downloaded when ready. */
export const useExportTransactions = () => useMutation({ mutationFn: exportTransactions });
