import type { FastifyBaseLogger } from 'fastify';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import type { Database } from '@mbo/db/client';
import { escapeMarkup } from '../../lib/markup.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { ConsoleRepository } from './console.repository.ts';
import { itemNotFound as itemMissing, type QueueRegistry } from './queue-registry.ts';
import type { QueueItemSummary, ReviewOutcome } from './review-queue.ts';

/** The reviewer as the console's calls know them. */
export interface Reviewer {
  userId: number;
  ip: string;
  language: Language;
  log: FastifyBaseLogger;
}

type Decision = { kind: 'approve'; flags: readonly string[] } | { kind: 'reject'; reason: Record<Language, string> };

const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const toWire = (item: QueueItemSummary) => ({
  id: item.id,
  applicant: item.applicant,
  summary: item.summary,
  submitted_at: utc(item.submittedAt),
});
const languageOf = (stored: string): Language =>
  (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';

/** The review queues' generic flow: paging, detail, and a decision with its audit entry and the applicant told. */
export function createReviewService(deps: {
  db: Database;
  registry: QueueRegistry;
  repository: ConsoleRepository;
  notifier: Notifier;
}) {
  const { db, registry, repository, notifier } = deps;

  /** E-mail, else SMS; after the commit, so a provider failing cannot undo a decision (the message in-product stays). */
  async function sendNotice(
    applicant: { email: string | null; countryCode: string | null; phone: string | null },
    notice: { title: string; content: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    const target = applicant.email
      ? { channel: 'email' as const, recipient: applicant.email.toLowerCase() }
      : applicant.phone
        ? { channel: 'sms' as const, recipient: `${applicant.countryCode ?? ''} ${applicant.phone}`.trim() }
        : null;
    if (!target) return;
    try {
      await notifier.send({ ...target, subject: notice.title, body: notice.content });
    } catch (error) {
      log.warn({ err: error }, 'console: the applicant could not be told by e-mail/SMS; the in-product message stands');
    }
  }

  async function decide(reviewer: Reviewer, queueKey: string, id: number, decision: Decision): Promise<void> {
    const queue = registry.get(queueKey);
    const who = { userId: reviewer.userId };
    const told = await db.transaction(async (tx) => {
      const outcome: ReviewOutcome =
        decision.kind === 'approve'
          ? await queue.approve(tx, id, who, decision.flags)
          : await queue.reject(tx, id, who, { en: decision.reason.en, zh_CN: decision.reason.zh_CN });
      const applicant = await repository.applicant(tx, outcome.applicantUserId);
      if (!applicant) throw new Error(`review outcome names user ${outcome.applicantUserId}, who does not exist`);
      const language = languageOf(applicant.language);
      const params =
        decision.kind === 'reject' ? { ...outcome.params, reason: decision.reason[language] } : outcome.params;
      const notice = {
        title: translate(language, 'console.notice_title'),
        content: translate(language, outcome.messageKey, params),
      };
      // The in-product message is HTML (shown through the messages' allow-list): the reviewer's words go in as text.
      const htmlParams = Object.fromEntries(
        Object.entries(params ?? {}).map(([name, value]) => [name, escapeMarkup(value)]),
      );
      await repository.insertMessage(tx, {
        userId: outcome.applicantUserId,
        title: notice.title,
        content: translate(language, outcome.messageKey, htmlParams),
      });
      await repository.insertAudit(tx, {
        actorUserId: reviewer.userId,
        action: decision.kind === 'approve' ? 'review_approved' : 'review_rejected',
        queue: queue.key,
        itemId: id,
        before: outcome.before,
        after: decision.kind === 'reject' ? { ...toObject(outcome.after), reason: decision.reason } : outcome.after,
        ip: reviewer.ip,
      });
      return { applicant, notice, notices: outcome.notices ?? [] };
    });
    await sendNotice(told.applicant, told.notice, reviewer.log);
    for (const message of told.notices) {
      try {
        await notifier.send(message);
      } catch (error) {
        reviewer.log.warn({ err: error }, 'console: a notice of the decision could not be sent by e-mail/SMS');
      }
    }
  }

  return {
    async queues(language: Language) {
      return Promise.all(
        registry.all.map(async (queue) => ({
          key: queue.key,
          title: translate(language, queue.titleKey),
          waiting: (await queue.list(db, { page: 1, pageSize: 1 })).total,
        })),
      );
    },

    async page(body: ParsedRequest<'console/get_queue'>) {
      const { total, items } = await registry
        .get(body.queue)
        .list(db, { page: body.page_index, pageSize: body.page_size });
      return { page_data: { data: items.map(toWire), total_count: total } };
    },

    async item(language: Language, body: ParsedRequest<'console/get_queue_item'>) {
      const detail = await registry.get(body.queue).detail(db, body.id);
      if (!detail) throw itemMissing();
      const queue = registry.get(body.queue);
      return {
        item: {
          approve_flags: (queue.approveFlags ?? []).map((flag) => ({
            key: flag.key,
            label: translate(language, flag.labelKey),
          })),
          ...toWire(detail),
          status: detail.status,
          fields: detail.fields.map((field) => ({
            label: translate(language, field.labelKey),
            value:
              'valueKey' in field
                ? translate(language, field.valueKey)
                : 'names' in field
                  ? field.names[language]
                  : field.value,
          })),
          files: detail.files.map((file) => ({
            label: translate(language, file.labelKey),
            url: file.url,
            kind: file.kind,
          })),
        },
      };
    },

    approve: (reviewer: Reviewer, body: ParsedRequest<'console/approve'>) =>
      decide(reviewer, body.queue, body.id, { kind: 'approve', flags: body.flags }),

    reject: (reviewer: Reviewer, body: ParsedRequest<'console/reject'>) =>
      decide(reviewer, body.queue, body.id, { kind: 'reject', reason: { en: body.reason_en, zh_CN: body.reason_zh } }),
  };
}

/** The reason is kept beside the adapter's own "after", which may be any JSON value. */
function toObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { state: value };
}
