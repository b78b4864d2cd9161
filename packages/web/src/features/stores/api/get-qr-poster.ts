import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * The store's A5 QR poster (PDF), opened in a new window. The window is opened at the click (a popup opened after
 * an await would be blocked) and pointed at the file once the server has written it.
 */
export function useQrPoster() {
  return useMutation({
    mutationFn: async (id: number) => {
      const popup = window.open('', '_blank');
      try {
        const result = await call('Branch/GetQrPoster', { id });
        // The file link answers as an attachment; inline viewing is the browser's choice, so open it directly.
        if (popup) popup.location.href = result.filepath;
        else window.open(result.filepath, '_blank', 'noopener');
        return result;
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
  });
}
