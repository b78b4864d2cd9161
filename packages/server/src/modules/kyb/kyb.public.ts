// What other areas use of kyb (ARCHITECTURE.md, "Server areas and their public surfaces"): the review queue of
// merchant applications, for the provider's console.
export { merchantApplicationQueue } from './kyb-queue.ts';
