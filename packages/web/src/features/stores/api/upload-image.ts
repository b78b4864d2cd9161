import { readNumber, readString } from '../../../lib/storage.ts';
import { i18n } from '../../../i18n/i18n.ts';

export const UPLOAD_URL = '/api/upload';

/**
 * Uploads a store image (multipart field `img`) with progress: fetch reports no upload progress, XMLHttpRequest
 * does. Sends the session token and the selected merchant as the call wrapper would; resolves with the image's
 * (signed) URL, rejects with the server's message in the interface language.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    const merchantId = readNumber('merchantId');
    if (merchantId !== null) form.append('merchant_id', String(merchantId));
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    const token = readString('token');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept-language', i18n.language === 'zh_CN' ? 'zh-CN' : 'en-US');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { success?: boolean; url?: string; msg?: string } | null;
      if (body?.success && body.url) resolve(body.url);
      else reject(new Error(body?.msg || i18n.t('common:timeout')));
    };
    request.onerror = () => reject(new Error(i18n.t('common:timeout')));
    signal?.addEventListener('abort', () => request.abort());
    form.append('img', file);
    request.send(form);
  });
}
