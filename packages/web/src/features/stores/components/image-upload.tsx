import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_IMAGE_MAX_BYTES, STORE_IMAGE_TYPES } from '@mbo/contracts/constants';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadImage } from '../api/upload-image.ts';

const ACCEPT = STORE_IMAGE_TYPES.map((type) => `.${type}`).join(',');

interface ImageUploadProps {
  /** The visible name of the field (the button and the preview say what they are for). */
  label: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
  testId: string;
}

/**
 * A store image as a form control: a labelled file button, upload progress, a preview and a remove button. The
 * server checks the content; the size is checked here first so a large file does not travel for nothing.
 */
export function ImageUpload({ label, value, onChange, testId }: ImageUploadProps) {
  const { t } = useTranslation('stores');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (file.size > STORE_IMAGE_MAX_BYTES) {
      setError(tShared('stores.image_too_large'));
      return;
    }
    setProgress(0);
    try {
      onChange?.(await uploadImage(file, setProgress));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        {value ? <Image src={value} alt={label} width={88} height={88} className="store-image__preview" /> : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="store-image__input"
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
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} aria-label={t('image.remove', { label })}>
            {t('image.remove_short')}
          </Button>
        ) : null}
      </Flex>
      {progress !== null ? (
        <Progress percent={progress} size="small" aria-label={t('image.progress', { label })} />
      ) : null}
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
