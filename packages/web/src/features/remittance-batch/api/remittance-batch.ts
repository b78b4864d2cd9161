import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferBatch } from '@mbo/contracts/calls/remittance-batch';
import { postImage } from '../../../components/image-upload/post-image.ts';
import { call } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { globalAccountKeys } from '../../../lib/query-keys.ts';

/** Downloads the template (XLSX in the interface language, the merchant's recipients on its second sheet). */
export const useBatchTemplate = (merchantId: number) =>
  useMutation({
    mutationFn: async () => {
      const result = await call('Remittance/GetBatchTemplate', { merchant_id: merchantId });
      downloadFile(result.filepath, result.file_name);
    },
  });

/** Sends the file privately (`/api/upload_file`, kind spreadsheet), then has it validated and priced as a batch. */
export const useUploadBatch = (merchantId: number) =>
  useMutation({
    mutationFn: async (input: { file: File; sendCurrencyId: number; onProgress: (percent: number) => void }) => {
      const token = await postImage<string>({
        url: '/api/upload_file',
        fields: { kind: 'spreadsheet' },
        file: input.file,
        read: (reply) => reply.file,
        onProgress: input.onProgress,
      });
      const result = await call(
        'Remittance/UploadBatch',
        { merchant_id: merchantId, send_currency_id: input.sendCurrencyId, file: token, file_name: input.file.name },
        { silent: true },
      );
      return result.batch;
    },
  });

/** The batch again; `refresh` re-prices it when its pricing ran out (the countdown's end). */
export const useRefreshBatch = (merchantId: number) =>
  useMutation({
    mutationFn: async (batchId: number): Promise<TransferBatch> =>
      (await call('Remittance/GetBatch', { merchant_id: merchantId, batch_id: batchId, refresh: true })).batch,
  });

/** Pays the batch as one approval; the caller handles the refusals (an expired price carries the re-priced batch). */
export const usePayBatch = (merchantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { batch_id: number; idempotency_key: string }) =>
      (await call('Remittance/PayBatch', { merchant_id: merchantId, ...body }, { silent: true })).batch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalAccountKeys.merchant(merchantId) }),
  });
};
