import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
import { tShared } from '../i18n/i18n.ts';
import { postImage } from './image-upload/post-image.ts';

export interface OnboardingFile {
  /** What the form submits. */
  token: string;
  /** A link signed for this session, for the preview or download. */
  url: string;
}

/**
 * Uploads an onboarding file (`POST /api/upload_file`, multipart `img`) with progress; needs a session, not a
 * merchant. `document` also takes a PDF.
 */
const upload = (file: File, kind: 'image' | 'document', onProgress: (percent: number) => void) =>
  postImage<OnboardingFile>({
    url: '/api/upload_file',
    fields: { kind },
    file,
    read: (reply) => (reply.url && reply.file ? { token: reply.file, url: reply.url } : undefined),
    onProgress,
  });

interface OnboardingUploadProps {
  label: string;
  kind?: 'image' | 'document';
  value?: OnboardingFile | null;
  onChange?: (file: OnboardingFile | null) => void;
  testId: string;
  /** A smaller limit than onboarding's 20 MB (a top-up receipt: under 10 MB), and its message. */
  limit?: { bytes: number; message: string };
}

/**
 * An onboarding image or document as a form control: a labelled file button, progress, a link to what was sent.
 * The server re-encodes images (JPEG, upright, white background); the size is checked here first so a large file
 * does not travel for nothing.
 */
export function OnboardingUpload({ label, kind = 'image', value, onChange, testId, limit }: OnboardingUploadProps) {
  const { t } = useTranslation('merchant-application');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = [...UPLOAD_IMAGE_TYPES.map((type) => `.${type}`), ...(kind === 'document' ? ['.pdf'] : [])].join(',');

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(tShared('uploads.too_large'));
      return;
    }
    if (limit && file.size >= limit.bytes) {
      setError(limit.message);
      return;
    }
    setProgress(0);
    try {
      onChange?.(await upload(file, kind, setProgress));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          style={{ display: 'none' }}
          aria-label={t('upload.choose', { label })}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null}>
          {value ? t('upload.replace') : t('upload.upload')}
        </Button>
        {value ? (
          <Typography.Link href={value.url} target="_blank" rel="noreferrer">
            {t('upload.view')}
          </Typography.Link>
        ) : null}
      </Flex>
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
