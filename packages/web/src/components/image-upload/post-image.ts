import { readString } from '../../lib/storage.ts';
import { i18n } from '../../i18n/i18n.ts';

/** What an upload route answers. */
export interface UploadReply {
  success?: boolean;
  url?: string;
  file?: string;
  msg?: string;
}

interface PostImage<T> {
  url: string;
  /** Multipart fields sent before the image (the server reads them first). */
  fields: Record<string, string>;
  file: File;
  /** The value out of a successful reply; undefined when the reply lacks it. */
  read: (reply: UploadReply) => T | undefined;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts an image (multipart field `img`) with the session token and the interface language, reporting progress:
 * XMLHttpRequest reports upload progress, fetch does not. Rejects with the server's message in that language.
 */
export function postImage<T>({ url, fields, file, read, onProgress, signal }: PostImage<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = readString('token');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept-language', i18n.language === 'zh_CN' ? 'zh-CN' : 'en-US');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const reply = request.response as UploadReply | null;
      const value = reply?.success ? read(reply) : undefined;
      if (value !== undefined) resolve(value);
      else reject(new Error(reply?.msg || i18n.t('common:timeout')));
    };
    request.onerror = () => reject(new Error(i18n.t('common:timeout')));
    signal?.addEventListener('abort', () => request.abort());
    form.append('img', file);
    request.send(form);
  });
}
