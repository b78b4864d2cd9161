import type { UploadKind } from '../../../components/onboarding-upload.tsx';

/** The upload kind of the reseller's documents and IDs: PDF, JPG, JPEG, PNG or BMP up to 20 MB. */
export const RESELLER_UPLOAD_KIND: UploadKind = 'reseller';
