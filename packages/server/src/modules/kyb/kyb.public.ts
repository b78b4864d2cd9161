// What other areas use of kyb (ARCHITECTURE.md, "Server areas and their public surfaces"): the review queue of
// merchant applications, for the provider's console; the application record's repository, checks and view, for the
// reseller's add-merchant application (resellers/add-merchant.service.ts: the same record, drafts and number rule).
export { merchantApplicationQueue } from './kyb-queue.ts';
export { businessNumberOf, createKybRepository, type ApplicationRow, type KybRepository } from './kyb.repository.ts';
export { applicationDrafts, checkApplicationReferences, PHOTO_FIELDS } from './kyb.service.ts';
export { countryName, localName, toApplicationView } from './application-view.ts';
