/** Largest onboarding upload (second document, section 9: "20 MB in merchant documents"), checked on both sides. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Image types an onboarding upload accepts (second document, section 5); judged by content on the server. */
export const UPLOAD_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
/**
 * The reseller's add-merchant documents (second document, section 5: PDF, JPG, JPEG, PNG, BMP, at most 20 MB): the
 * upload kind `reseller_document`, judged by content on the server (PDF kept, images re-encoded to JPEG).
 */
export const RESELLER_UPLOAD_KIND = 'reseller_document';
export const RESELLER_UPLOAD_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'bmp'] as const;
