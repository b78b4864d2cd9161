import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How long the poster's in-memory link is kept for the new window (it has loaded it long before). */
const BLOB_URL_KEEP_MS = 60_000;

/**
 * The store's A5 QR poster (PDF), shown in a new window to print or save. The window is opened at the click (a
 * popup opened after an await may be blocked) and shown the file once the server has written it; the file is
 * fetched and handed over as a PDF blob, so the browser displays it rather than downloading the attachment.
 */
export function useQrPoster() {
  return useMutation({
    mutationFn: async (id: number) => {
      const popup = window.open('', '_blank');
      try {
        const result = await call('Branch/GetQrPoster', { id });
        const response = await fetch(result.filepath);
        if (!response.ok) throw new Error(`poster ${response.status}`);
        const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
        setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_KEEP_MS);
        if (popup) popup.location.href = url;
        else window.open(url, '_blank');
        return result;
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
  });
}
