import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_REASON_MAX } from '@mbo/contracts/calls/console';
import { translate } from '@mbo/contracts/i18n';
import { messages } from '@mbo/db/schema';
import { providerAuditLog } from '@mbo/db/schema-console';
import {
  addTestItem,
  signedInStaff,
  consoleServerForThisFile,
  TEST_QUEUE_KEY,
} from '../../../test/kits/review-queue-test-kit.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, outboxOf } from '../../../test/support/outbox.ts';

const { server, staff: reviewer } = consoleServerForThisFile('reviewer');

const queue = TEST_QUEUE_KEY;
const reasons = { reason_en: 'The photo is blurred.', reason_zh: '照片模糊。' };

async function applicantWithItem(summary: string, language: 'en' | 'zh_CN' = 'en') {
  const user = await createUser(server.db, { language });
  const id = await addTestItem(server.db, user.id, summary);
  return { user, id };
}

const auditOf = (itemId: number) =>
  server.db.select().from(providerAuditLog).where(eq(providerAuditLog.itemId, itemId));
const status = async (id: number) =>
  (await server.db.execute<{ status: string }>(sql`select status from test_review_items where id = ${id}`)).rows[0]!
    .status;

describe('the review queues', () => {
  it('lists the queues with their waiting counts, and who the reviewer is', async () => {
    await applicantWithItem('Counted request');
    const result = await server.call('console/get_me', {}, { token: reviewer.token, language: 'zh-CN' });
    expect(result.status).toBe(200);
    expect(result.body.role).toBe('reviewer');
    expect(result.body.user).toEqual({ id: reviewer.user.id, name: reviewer.user.name });
    expect(result.body.queues).toEqual([
      { key: queue, title: translate('zh_CN', 'console.field_request'), waiting: expect.any(Number) },
    ]);
    expect(result.body.queues[0]!.waiting).toBeGreaterThanOrEqual(1);
    // The console warns before the same idle limit as the merchant shell, with the server's timings.
    const merchantShell = await server.call('tokenLogin', {}, { token: reviewer.token });
    expect(result.body.idle).toEqual(merchantShell.body.idle);
    expect(result.body.idle.warning_ms).toBeGreaterThan(0);
  });

  it('pages the waiting items oldest first, with a total, and shows one item in the reviewer’s language', async () => {
    const first = await applicantWithItem('Paged first');
    const second = await applicantWithItem('Paged second');
    const all = await server.call('console/get_queue', { queue, page_size: 100 }, { token: reviewer.token });
    const ids = all.body.page_data.data.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.body.page_data.total_count).toBe(ids.length);
    const paged = await server.call(
      'console/get_queue',
      { queue, page_index: 2, page_size: 1 },
      { token: reviewer.token },
    );
    expect(paged.body.page_data.data).toEqual([all.body.page_data.data[1]]);

    const detail = await server.call(
      'console/get_queue_item',
      { queue, id: first.id },
      { token: reviewer.token, language: 'zh-CN' },
    );
    expect(detail.body.item).toMatchObject({
      id: first.id,
      applicant: first.user.name,
      summary: 'Paged first',
      status: 'waiting',
      fields: [{ label: '申请内容', value: 'Paged first' }],
    });
    expect(detail.body.item.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers 404 for an unknown queue and a missing item', async () => {
    const unknown = await server.call('console/get_queue', { queue: 'loans' }, { token: reviewer.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(translate('en', 'console.queue_unknown'));
    const missing = await server.call('console/approve', { queue, id: 999_999 }, { token: reviewer.token });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(translate('en', 'console.item_not_found'));
  });
});

describe('approving', () => {
  it('decides the item, writes the audit entry, and tells the applicant in the product and by e-mail', async () => {
    const { user, id } = await applicantWithItem('Approve me');
    const applicantToken = await signIn(server, user.email!);
    const badge = async () => (await server.call('get_unread_message_count', {}, { token: applicantToken })).body.count;
    const unreadBefore = await badge();

    const result = await server.call('console/approve', { queue, id }, { token: reviewer.token });
    expect(result.status, result.body.msg).toBe(200);
    expect(await status(id)).toBe('approved');
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: reviewer.user.id,
      action: 'review_approved',
      queue,
      before: { status: 'waiting' },
      after: { status: 'approved' },
      ip: '127.0.0.1',
    });
    expect(await badge()).toBe(unreadBefore + 1);
    const text = translate('en', 'console.review_approved', { what: 'Approve me' });
    expect(await server.db.select().from(messages).where(eq(messages.userId, user.id))).toEqual([
      expect.objectContaining({ title: translate('en', 'console.notice_title'), content: text, isRead: false }),
    ]);
    const [mail] = await outboxOf(server.db, emailRecipient(user));
    expect(mail).toMatchObject({ subject: translate('en', 'console.notice_title'), body: text });
  });

  it('refuses an item no longer waiting (409) and changes nothing', async () => {
    const { id } = await applicantWithItem('Decided once');
    expect((await server.call('console/approve', { queue, id }, { token: reviewer.token })).status).toBe(200);
    for (const again of [
      server.call('console/approve', { queue, id }, { token: reviewer.token, language: 'zh-CN' }),
      server.call('console/reject', { queue, id, ...reasons }, { token: reviewer.token, language: 'zh-CN' }),
    ]) {
      const result = await again;
      expect(result.status).toBe(409);
      expect(result.body.msg).toBe(translate('zh_CN', 'console.item_not_waiting'));
    }
    expect(await status(id)).toBe('approved');
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('lets only one of two reviewers deciding at the same moment succeed', async () => {
    const { id } = await applicantWithItem('Raced');
    const other = await signedInStaff(server, 'ops_admin');
    const results = await Promise.all([
      server.call('console/approve', { queue, id }, { token: reviewer.token }),
      server.call('console/reject', { queue, id, ...reasons }, { token: other.token }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('needs a reason in both languages, trimmed and at most the limit, and changes nothing otherwise', async () => {
    const { user, id } = await applicantWithItem('Needs reasons');
    const cases: [Record<string, unknown>, string][] = [
      [{ reason_zh: '原因' }, 'console.reason_en_required'],
      [{ reason_en: 'Reason' }, 'console.reason_zh_required'],
      [{ reason_en: '   ', reason_zh: '原因' }, 'console.reason_en_required'],
      [{ reason_en: 'Reason', reason_zh: ' \t ' }, 'console.reason_zh_required'],
      [{ reason_en: 'x'.repeat(REVIEW_REASON_MAX + 1), reason_zh: '原因' }, 'console.reason_too_long'],
      [{ reason_en: 'Reason', reason_zh: '长'.repeat(REVIEW_REASON_MAX + 1) }, 'console.reason_too_long'],
    ];
    for (const [body, key] of cases) {
      const result = await server.call(
        'console/reject',
        { queue, id, ...body },
        { token: reviewer.token, language: 'zh-CN' },
      );
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(translate('zh_CN', key));
    }
    expect(await status(id)).toBe('waiting');
    expect(await auditOf(id)).toEqual([]);
    expect(await server.db.select().from(messages).where(eq(messages.userId, user.id))).toEqual([]);
  });

  it('puts a reason with markup into the in-product message as text, and into the e-mail as typed', async () => {
    const { user, id } = await applicantWithItem('refund request');
    const reason = 'The <b>photo</b> & "scan" are blurred <img src=x onerror=alert(1)>';
    const result = await server.call(
      'console/reject',
      { queue, id, reason_en: reason, reason_zh: '照片模糊。' },
      { token: reviewer.token },
    );
    expect(result.status, result.body.msg).toBe(200);
    const [message] = await server.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(message!.content).toContain(
      'The &lt;b&gt;photo&lt;/b&gt; &amp; &quot;scan&quot; are blurred &lt;img src=x onerror=alert(1)&gt;',
    );
    const [mail] = await outboxOf(server.db, emailRecipient(user));
    expect(mail!.body).toContain(reason);
  });

  it('tells a Chinese-speaking applicant the Chinese reason, and keeps both reasons in the audit entry', async () => {
    const { user, id } = await applicantWithItem('退款申请', 'zh_CN');
    const result = await server.call(
      'console/reject',
      { queue, id, reason_en: '  The photo is blurred.  ', reason_zh: ' 照片模糊。 ' },
      { token: reviewer.token },
    );
    expect(result.status, result.body.msg).toBe(200);
    const text = translate('zh_CN', 'console.review_rejected', { what: '退款申请', reason: '照片模糊。' });
    const [message] = await server.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(message).toMatchObject({ title: translate('zh_CN', 'console.notice_title'), content: text });
    const [mail] = await outboxOf(server.db, emailRecipient(user));
    expect(mail!.body).toBe(text);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'review_rejected',
      before: { status: 'waiting' },
      after: { status: 'rejected', reason: { en: 'The photo is blurred.', zh_CN: '照片模糊。' } },
    });
  });
});

describe('the audit log', () => {
  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { id } = await applicantWithItem('Kept forever');
    await server.call('console/approve', { queue, id }, { token: reviewer.token });
    const [entry] = await auditOf(id);
    await expect(
      server.db.update(providerAuditLog).set({ action: 'review_rejected' }).where(eq(providerAuditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(server.db.delete(providerAuditLog).where(eq(providerAuditLog.id, entry!.id))).rejects.toThrow();
    await expect(server.db.execute(sql`truncate provider_audit_log`)).rejects.toThrow();
    expect(await auditOf(id)).toEqual([entry]);
  });

  it('lists entries newest first, filtered by actor, action and date, paged', async () => {
    const admin = await signedInStaff(server, 'ops_admin');
    const approved = await applicantWithItem('Listed approved');
    const rejected = await applicantWithItem('Listed rejected');
    await server.call('console/approve', { queue, id: approved.id }, { token: admin.token });
    await server.call('console/reject', { queue, id: rejected.id, ...reasons }, { token: admin.token });

    const mine = await server.call(
      'console/get_audit_log',
      { actor_user_id: admin.user.id },
      { token: reviewer.token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.page_data.data.map((entry) => [entry.action, entry.item_id, entry.actor])).toEqual([
      ['review_rejected', rejected.id, admin.user.name],
      ['review_approved', approved.id, admin.user.name],
    ]);
    expect(mine.body.page_data.total_count).toBe(2);
    expect(mine.body.actors).toEqual(expect.arrayContaining([{ user_id: admin.user.id, name: admin.user.name }]));

    const onlyRejections = await server.call(
      'console/get_audit_log',
      { actor_user_id: admin.user.id, action: 'review_rejected' },
      { token: reviewer.token },
    );
    expect(onlyRejections.body.page_data.data.map((entry) => entry.item_id)).toEqual([rejected.id]);

    const secondPage = await server.call(
      'console/get_audit_log',
      { actor_user_id: admin.user.id, page_index: 2, page_size: 1 },
      { token: reviewer.token },
    );
    expect(secondPage.body.page_data.data.map((entry) => entry.item_id)).toEqual([approved.id]);

    const today = new Date().toISOString().slice(0, 10);
    const longAgo = await server.call(
      'console/get_audit_log',
      { actor_user_id: admin.user.id, begin_date: '2020-01-01', end_date: '2020-01-31' },
      { token: reviewer.token },
    );
    expect(longAgo.body.page_data.data).toEqual([]);
    const onlyToday = await server.call(
      'console/get_audit_log',
      { actor_user_id: admin.user.id, begin_date: today, end_date: today },
      { token: reviewer.token },
    );
    expect(onlyToday.body.page_data.total_count).toBe(2);
  });

  it('refuses a half range, a reversed one and an unknown action, in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ begin_date: '2026-01-01' }, 'transactions.date_required'],
      [{ begin_date: '2026-02-01', end_date: '2026-01-01' }, 'transactions.date_order'],
      [{ action: 'review_deleted' }, 'console.action_invalid'],
    ];
    for (const [body, key] of cases) {
      const result = await server.call('console/get_audit_log', body, { token: reviewer.token, language: 'zh-CN' });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(translate('zh_CN', key));
    }
  });
});

describe('staff sign-in: the merchants’ session and lock-out rules', () => {
  it('locks a staff account after the allowed wrong passwords, right password included, as a merchant’s', async () => {
    const staff = await signedInStaff(server, 'ops_admin');
    const attempt = (Password: string) =>
      server.call('login', { AccountType: 1, Account: staff.user.email!, Password });
    for (let i = 0; i < server.config.loginMaxFailures; i += 1) await attempt('Wrong-password1');
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.success).toBe(false);
  });

  it('refuses the console to a signed-out session (401)', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    expect((await server.call('console/get_me', {}, { token: staff.token })).status).toBe(200);
    await server.call('logout', {}, { token: staff.token });
    const after = await server.call('console/get_me', {}, { token: staff.token });
    expect(after.status).toBe(401);
    expect(after.body.return_code).toBe('INVALID_TOKEN');
  });
});
