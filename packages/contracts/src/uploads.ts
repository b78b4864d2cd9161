/** Largest onboarding upload (second document, section 9: "20 MB in merchant documents"), checked on both sides. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Image types an onboarding upload accepts (second document, section 5); judged by content on the server. */
export const UPLOAD_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
