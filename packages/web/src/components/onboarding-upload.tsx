import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESELLER_UPLOAD_KIND,
  RESELLER_UPLOAD_TYPES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
} from '@mbo/contracts/uploads';
import { tShared } from '../i18n/i18n.ts';
import { postImage } from './image-upload/post-image.ts';

export interface OnboardingFile {
  /** What the form submits. */
  token: string;
  /** A link signed for this session, for the preview or download. */
  url: string;
}

/**
 * What an upload is for: `image` an image, `document` also a PDF, `reseller_document` the reseller's add-merchant
 * documents and IDs (PDF, JPG, JPEG, PNG or BMP; checked here by name first, by content on the server).
 */
export type UploadKind = 'image' | 'document' | typeof RESELLER_UPLOAD_KIND;

/** The types each kind takes, for the file picker; `checked` kinds refuse another type before sending it. */
const KIND_TYPES: Record<UploadKind, { types: readonly string[]; isChecked: boolean }> = {
  image: { types: UPLOAD_IMAGE_TYPES, isChecked: false },
  document: { types: [...UPLOAD_IMAGE_TYPES, 'pdf'], isChecked: false },
  [RESELLER_UPLOAD_KIND]: { types: RESELLER_UPLOAD_TYPES, isChecked: true },
};

/** Whether a file's name ends in one of the types (case aside). */
export const hasTypeOf = (fileName: string, types: readonly string[]): boolean =>
  types.includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/** Uploads an onboarding file (`POST /api/upload_file`, multipart `img`) with progress; needs a session, not a merchant. */
const upload = (file: File, kind: UploadKind, onProgress: (percent: number) => void) =>
  postImage<OnboardingFile>({
    url: '/api/upload_file',
    fields: { kind },
    file,
    read: (reply) => (reply.url && reply.file ? { token: reply.file, url: reply.url } : undefined),
    onProgress,
  });

interface OnboardingUploadProps {
  label: string;
  kind?: UploadKind;
  value?: OnboardingFile | null;
  onChange?: (file: OnboardingFile | null) => void;
  testId: string;
  /** A smaller limit than onboarding's 20 MB (a top-up receipt: under 10 MB), and its message. */
  limit?: { bytes: number; message: string };
  /** Fewer types than the kind takes (the selfie: the reseller kind's images, not a PDF); refused before sending. */
  only?: readonly string[];
}

/**
 * An onboarding image or document as a form control: a labelled file button, progress, a link to what was sent.
 * The server re-encodes images (JPEG, upright, white background); the size is checked here first so a large file
 * does not travel for nothing.
 */
export function OnboardingUpload({
  label,
  kind = 'image',
  value,
  onChange,
  testId,
  limit,
  only,
}: OnboardingUploadProps) {
  const { t } = useTranslation('merchant-application');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const types = only ?? KIND_TYPES[kind].types;
  const isChecked = only !== undefined || KIND_TYPES[kind].isChecked;
  const accept = types.map((type) => `.${type}`).join(',');

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (isChecked && !hasTypeOf(file.name, types)) {
      setError(t('upload.wrong_type', { types: types.map((type) => type.toUpperCase()).join(', ') }));
      return;
    }
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
