import { STORE_IMAGE_MAX_BYTES, STORE_IMAGE_TYPES } from '@mbo/contracts/constants';
import {
  ImageUpload as SharedImageUpload,
  type ImageFieldProps,
  type ImageKind,
} from '../../../components/image-upload/image-upload.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadImage } from '../api/upload-image.ts';

/** A store image is kept as its signed URL and can be removed. */
const STORE_IMAGE: ImageKind<string> = {
  namespace: 'stores',
  types: STORE_IMAGE_TYPES,
  maxBytes: STORE_IMAGE_MAX_BYTES,
  tooLarge: () => tShared('stores.image_too_large'),
  upload: (file, onProgress) => uploadImage(file, onProgress),
  previewUrl: (url) => url,
  previewSize: { width: 88, height: 88 },
  isRemovable: true,
};

/** A store image (logo, storefront …) as a form control. */
export const ImageUpload = (props: ImageFieldProps<string>) => <SharedImageUpload {...props} kind={STORE_IMAGE} />;
