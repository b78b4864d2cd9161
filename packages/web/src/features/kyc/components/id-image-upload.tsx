import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@mbo/contracts/uploads';
import { ImageUpload, type ImageFieldProps, type ImageKind } from '../../../components/image-upload/image-upload.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadFile, type UploadedFile } from '../api/upload-file.ts';

/** The server re-encodes an ID image or selfie (JPEG, upright, white background). */
const ID_IMAGE: ImageKind<UploadedFile> = {
  namespace: 'kyc',
  types: UPLOAD_IMAGE_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  tooLarge: () => tShared('uploads.too_large'),
  upload: uploadFile,
  previewUrl: (file) => file.url,
  previewSize: { width: 120, height: 80 },
};

/** An ID image or selfie as a form control. */
export const IdImageUpload = (props: ImageFieldProps<UploadedFile>) => <ImageUpload {...props} kind={ID_IMAGE} />;
