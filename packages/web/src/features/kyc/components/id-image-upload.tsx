import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadFile, type UploadedFile } from '../api/upload-file.ts';

interface IdImageUploadProps {
  label: string;
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  testId: string;
}

/** An ID image or selfie as a form control. The server re-encodes the image (JPEG, upright, white background). */
export function IdImageUpload(props: IdImageUploadProps) {
  return (
    <ImageUpload<UploadedFile>
      {...props}
      namespace="kyc"
      types={UPLOAD_IMAGE_TYPES}
      maxBytes={UPLOAD_MAX_BYTES}
      tooLarge={tShared('uploads.too_large')}
      upload={uploadFile}
      previewUrl={(file) => file.url}
      previewSize={{ width: 120, height: 80 }}
    />
  );
}
