import { postImage } from '../../../components/image-upload/post-image.ts';
import { readNumber } from '../../../lib/storage.ts';

export const UPLOAD_URL = '/api/upload';

/**
 * Uploads a store image with progress, for the selected merchant as the call wrapper would send it; resolves with
 * the image's (signed) URL.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const merchantId = readNumber('merchantId');
  return postImage({
    url: UPLOAD_URL,
    fields: merchantId === null ? {} : { merchant_id: String(merchantId) },
    file,
    read: (reply) => reply.url || undefined,
    onProgress,
    signal,
  });
}
