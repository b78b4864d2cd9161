import { postImage } from '../../../components/image-upload/post-image.ts';

export const UPLOAD_FILE_URL = '/api/upload_file';

export interface UploadedFile {
  /** What the form submits. */
  token: string;
  /** A link signed for this session, for the preview. */
  url: string;
}

/** Uploads an onboarding image with progress; needs a session, not a merchant. */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  return postImage({
    url: UPLOAD_FILE_URL,
    fields: { kind: 'image' },
    file,
    read: (reply) => (reply.url && reply.file ? { token: reply.file, url: reply.url } : undefined),
    onProgress,
  });
}
