import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './image-upload.css';

/** What kind of image a field takes, where it goes and how it is shown: one per feature. */
export interface ImageKind<V> {
  /** The feature's catalogue, holding `image.{choose,upload,replace,progress,hint}` (and `remove*` when removable). */
  namespace: string;
  types: readonly string[];
  maxBytes: number;
  /** The message when the file is over maxBytes, in the interface language. */
  tooLarge: () => string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<V>;
  previewUrl: (value: V) => string;
  previewSize: { width: number; height: number };
  isRemovable?: boolean;
}

/** The field's own props (antd's Form.Item gives value and onChange). */
export interface ImageFieldProps<V> {
  /** The visible name of the field (the buttons and the preview say what they are for). */
  label: string;
  value?: V | null;
  onChange?: (value: V | null) => void;
  testId: string;
}

/**
 * An image as a form control: a labelled file button, upload progress, a preview (and a remove button). The server
 * checks the content; the size is checked here first so a large file does not travel for nothing.
 */
export function ImageUpload<V>({ label, value, onChange, testId, kind }: ImageFieldProps<V> & { kind: ImageKind<V> }) {
  const { namespace, types, maxBytes, tooLarge, upload, previewUrl, previewSize } = kind;
  const { t } = useTranslation(namespace);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (file.size > maxBytes) {
      setError(tooLarge());
      return;
    }
    setProgress(0);
    try {
      onChange?.(await upload(file, setProgress));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        {value ? (
          <Image src={previewUrl(value)} alt={label} {...previewSize} className="image-upload__preview" />
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={types.map((type) => `.${type}`).join(',')}
          className="image-upload__input"
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
        {value && kind.isRemovable ? (
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
