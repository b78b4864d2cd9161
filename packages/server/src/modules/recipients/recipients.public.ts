// What other areas (the remittance wizard and its orders, later) use of recipients.
export { createRecipientsRepository, type RecipientRow, type RecipientsRepository } from './recipients.repository.ts';
export { recipientView } from './recipient-view.ts';
