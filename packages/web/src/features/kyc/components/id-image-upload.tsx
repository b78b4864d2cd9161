import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadFile, type UploadedFile } from '../api/upload-file.ts';

const ACCEPT = UPLOAD_IMAGE_TYPES.map((type) => `.${type}`).join(',');

interface IdImageUploadProps {
  label: string;
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  testId: string;
}

/**
 * An ID image or selfie as a form control: a labelled file button, progress, a preview. The server re-encodes the
 * image (JPEG, upright, white background); the size is checked here first so a large file does not travel for nothing.
 */
export function IdImageUpload({ label, value, onChange, testId }: IdImageUploadProps) {
  const { t } = useTranslation('kyc');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(tShared('uploads.too_large'));
      return;
    }
    setProgress(0);
    try {
      onChange?.(await uploadFile(file, setProgress));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        {value ? <Image src={value.url} alt={label} width={120} height={80} className="kyc-image__preview" /> : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="kyc-image__input"
          aria-label={t('image.choose', { label })}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          loading={progress !== null}
          aria-controls={inputId}
        >
          {value ? t('image.replace') : t('image.upload')}
        </Button>
      </Flex>
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('image.hint')}</Typography.Text>
      )}
    </Flex>
  );
}
