import { readString } from '../../../lib/storage.ts';
import { i18n } from '../../../i18n/i18n.ts';

export const UPLOAD_FILE_URL = '/api/upload_file';

export interface UploadedFile {
  /** What the form submits. */
  token: string;
  /** A link signed for this session, for the preview. */
  url: string;
}

/**
 * Uploads an onboarding file (multipart field `img`) with progress (XMLHttpRequest reports upload progress, fetch
 * does not); needs a session, not a merchant. Rejects with the server's message in the interface language.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('kind', 'image');
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_FILE_URL);
    const token = readString('token');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept-language', i18n.language === 'zh_CN' ? 'zh-CN' : 'en-US');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { success?: boolean; url?: string; file?: string; msg?: string } | null;
      if (body?.success && body.url && body.file) resolve({ token: body.file, url: body.url });
      else reject(new Error(body?.msg || i18n.t('common:timeout')));
    };
    request.onerror = () => reject(new Error(i18n.t('common:timeout')));
    form.append('img', file);
    request.send(form);
  });
}
