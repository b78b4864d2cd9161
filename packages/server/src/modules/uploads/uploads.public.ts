// What other areas use of uploads (ARCHITECTURE.md, "Server areas and their public surfaces"): the signed links
// and the ownership check of onboarding files (kyc; later the merchant application).
export { createUploadLinks, type UploadLinks } from './upload-links.ts';
export { createUploadsRepository, type UploadsRepository } from './uploads.repository.ts';
export { createUploadStorage, type UploadStorage } from './upload-storage.ts';
