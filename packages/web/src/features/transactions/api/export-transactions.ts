import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { filterBody, type ListQuery } from '../lib/list-query.ts';

/** Opens a download of a generated file (the link answers with an attachment, so the page stays). */
function download(path: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = path;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export async function exportTransactions(query: ListQuery) {
  const result = await call('export_transaction_list_report', filterBody(query));
  download(result.filepath, result.file_name);
  return result;
}

/** The transaction detail report: the whole filtered set as an XLSX file, downloaded when ready. */
export const useExportTransactions = () => useMutation({ mutationFn: exportTransactions });
