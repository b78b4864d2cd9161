import type { Language } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import type { Notification } from '../../notify/notifier.ts';

/** A transaction of the console's (drizzle's transaction handle on the product database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface QueueItemSummary {
  id: number;
  /** The applicant as the queue names them (name, e-mail). */
  applicant: string;
  /** What is asked, in a line. */
  summary: string;
  /** When it was submitted (shown in UTC). */
  submittedAt: Date;
}

export interface QueueItemDetail extends QueueItemSummary {
  status: 'waiting' | 'approved' | 'rejected';
  /**
   * Labels are keys of the shared catalogue; the console words them in the reviewer's language, and a value given
   * as `valueKey` (a country, an ID type) too, or as `names` in each language (a state or city, named in the database).
   */
  fields: (
    | { labelKey: string; value: string }
    | { labelKey: string; valueKey: string }
    | { labelKey: string; names: Record<Language, string> }
  )[];
  /** Signed links to the item's images and documents, valid for a short while. */
  files: { labelKey: string; url: string; kind: 'image' | 'document' }[];
}

/**
 * Whom to tell and what: `messageKey` (a key of the shared catalogue, `{{name}}` placeholders filled from `params`;
 * on a rejection the console adds `reason` in the applicant's language), and the item's state around the decision
 * for the audit log.
 */
export interface ReviewOutcome {
  applicantUserId: number;
  messageKey: string;
  params?: Record<string, string>;
  before: unknown;
  after: unknown;
  /** Further e-mails or SMS the decision makes (a merchant admin's invitation), sent after the commit. */
  notices?: Notification[];
}

/**
 * One review queue of the provider's console. Adding a queue is one adapter implementing this, in the area whose
 * items it reviews, listed in app.ts's `reviewQueues` (the composition root); the console's generic code does the rest (access, paging, the transaction, the audit log, telling
 * the applicant).
 */
export interface ReviewQueue {
  /** Stable and unique, e.g. 'person_verification', 'merchant_application'. */
  key: string;
  /** The shared catalogue's key of the queue's name. */
  titleKey: string;
  /**
   * Choices the reviewer may tick when approving (e.g. a top-up was a cash deposit): their keys arrive in `approve`'s
   * `flags`; labels are keys of the shared catalogue. None for most queues.
   */
  approveFlags?: readonly { key: string; labelKey: string }[];
  /** Waiting items, oldest first, paged; with a total. */
  list(db: Database, page: { page: number; pageSize: number }): Promise<{ total: number; items: QueueItemSummary[] }>;
  /** Everything a reviewer needs to decide, incl. signed links to images/documents. */
  detail(db: Database, id: number): Promise<QueueItemDetail | undefined>;
  /**
   * Inside the console's transaction; returns whom to tell and what. Refuses an item not waiting (throw
   * `itemNotWaiting()`), and one that does not exist (`itemNotFound()`): lock the row (FOR UPDATE) or change it by a
   * conditional UPDATE, so two reviewers deciding at once cannot both succeed.
   */
  approve(tx: Tx, id: number, reviewer: { userId: number }, flags: readonly string[]): Promise<ReviewOutcome>;
  /** `reason` arrives trimmed, in both languages, none empty or longer than REVIEW_REASON_MAX (the console's contract). */
  reject(
    tx: Tx,
    id: number,
    reviewer: { userId: number },
    reason: { en: string; zh_CN: string },
  ): Promise<ReviewOutcome>;
}
