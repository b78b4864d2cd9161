import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** How long the poster's in-memory link is kept after the download has started. */
const BLOB_URL_KEEP_MS = 60_000;

/** The poster's file name as the server wrote it ("qr-poster-S1003.pdf"), from its download link. */
export const posterFileName = (filepath: string): string =>
  decodeURIComponent(new URL(filepath, window.location.origin).pathname.split('/').pop() || 'qr-poster.pdf');

/**
 * The store's A5 QR poster (PDF), downloaded as a named file ("qr-poster-S1003.pdf", issue 13 §5: a poster opened
 * from an in-memory link was saved under a random name). The file is fetched and handed over as a PDF blob with
 * the server's file name.
 */
export function useQrPoster() {
  return useMutation({
    mutationFn: async (id: number) => {
      const result = await call('Branch/GetQrPoster', { id });
      const response = await fetch(result.filepath);
      if (!response.ok) throw new Error(`poster ${response.status}`);
      const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = posterFileName(result.filepath);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_KEEP_MS);
      return result;
    },
  });
}
