import { STORE_IMAGE_MAX_BYTES, STORE_IMAGE_TYPES } from '@mbo/contracts/constants';
import { ImageUpload as SharedImageUpload } from '../../../components/image-upload/image-upload.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { uploadImage } from '../api/upload-image.ts';

interface ImageUploadProps {
  /** The visible name of the field (the button and the preview say what they are for). */
  label: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
  testId: string;
}

/** A store image (its signed URL) as a form control, which can be removed. */
export function ImageUpload(props: ImageUploadProps) {
  return (
    <SharedImageUpload<string>
      {...props}
      namespace="stores"
      types={STORE_IMAGE_TYPES}
      maxBytes={STORE_IMAGE_MAX_BYTES}
      tooLarge={tShared('stores.image_too_large')}
      upload={(file, onProgress) => uploadImage(file, onProgress)}
      previewUrl={(url) => url}
      previewSize={{ width: 88, height: 88 }}
      isRemovable
    />
  );
}
