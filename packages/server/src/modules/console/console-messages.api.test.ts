import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@mbo/db/schema';
import { providerAuditLog } from '@mbo/db/schema-console';
import { consoleServerForThisFile, signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { addMember, createMerchant, createUser, signIn } from '../../../test/support/factories.ts';

const { server, staff: admin } = consoleServerForThisFile('ops_admin');

const texts = {
  title_en: 'Maintenance on Sunday',
  title_zh: '周日系统维护',
  content_en: '<p>From <strong>02:00</strong> to 03:00 AEDT.</p><script>alert(1)</script>',
  content_zh: '<p>悉尼时间 <strong>02:00</strong> 至 03:00。</p><img src=x onerror=alert(1)>',
};
const publish = (body: Record<string, unknown>, token = admin.token, language: 'en-US' | 'zh-CN' = 'en-US') =>
  server.call('console/publish_message', { ...texts, ...body } as never, { token, language });
const messagesOf = (userId: number) => server.db.select().from(messages).where(eq(messages.userId, userId));

/** A merchant with a member per role (1–5) and a removed member; the users' languages alternate. */
async function merchantWithTeam(isVerify = true) {
  const merchant = await createMerchant(server.db, { isVerify });
  const members = [];
  for (const role of [1, 2, 3, 4, 5]) {
    const user = await createUser(server.db, { language: role % 2 === 0 ? 'zh_CN' : 'en' });
    await addMember(server.db, merchant.id, user.id, [role]);
    members.push({ role, user });
  }
  return { merchant, members };
}

describe('console/publish_message', () => {
  it('reaches one merchant’s members with a reading role (1–4), each in their language, cleaned, and audits it', async () => {
    const { merchant, members } = await merchantWithTeam();
    const result = await publish({ audience: 'merchant', merchant_number: merchant.number.toLowerCase() });
    expect(result.status, result.body.msg).toBe(200);
    expect(result.body.recipients).toBe(4);
    for (const { role, user } of members) {
      const rows = await messagesOf(user.id);
      if (role === 5) {
        expect(rows).toEqual([]);
        continue;
      }
      expect(rows).toHaveLength(1);
      const [row] = rows;
      if (user.language === 'zh_CN') {
        expect(row).toMatchObject({ title: '周日系统维护', isRead: false });
        expect(row!.content).toBe('<p>悉尼时间 <strong>02:00</strong> 至 03:00。</p><img src="x" />');
      } else {
        expect(row).toMatchObject({ title: 'Maintenance on Sunday' });
        expect(row!.content).toBe('<p>From <strong>02:00</strong> to 03:00 AEDT.</p>');
      }
    }
    const [audit] = await server.db
      .select()
      .from(providerAuditLog)
      .where(and(eq(providerAuditLog.action, 'message_published'), eq(providerAuditLog.itemId, merchant.id)));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, queue: 'messages' });
    expect(audit!.after).toMatchObject({ audience: 'merchant', recipients: 4, title_en: texts.title_en });
  });

  it('reaches one person by e-mail, with or without a merchant; the person reads it through message_list', async () => {
    const person = await createUser(server.db);
    const result = await publish({ audience: 'user', email: person.email!.toUpperCase() });
    expect(result.body.recipients).toBe(1);
    const token = await signIn(server, person.email!);
    const list = await server.call('message_list', {}, { token });
    expect(list.body.page_data.data.map((row) => row.title)).toEqual(['Maintenance on Sunday']);
  });

  it('reaches every verified merchant’s readers once each, not an unverified merchant’s', async () => {
    const verified = await merchantWithTeam();
    const unverified = await merchantWithTeam(false);
    // The verified merchant's owner is also a member of a second verified merchant: one message, not two.
    const second = await createMerchant(server.db);
    await addMember(server.db, second.id, verified.members[0]!.user.id, [1]);
    const result = await publish({ audience: 'all' });
    expect(result.status, result.body.msg).toBe(200);
    expect(await messagesOf(verified.members[0]!.user.id)).toHaveLength(1);
    expect(await messagesOf(verified.members[4]!.user.id)).toHaveLength(0);
    for (const { user } of unverified.members) expect(await messagesOf(user.id)).toHaveLength(0);
  });

  it('refuses what is missing or unknown in the caller’s language, and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ audience: 'merchant' }, 400, '请输入商户编号。'],
      [{ audience: 'user' }, 400, '请输入收件人的邮箱。'],
      [{ audience: 'user', email: 'nobody-at-all@example.test' }, 404, '没有使用该邮箱的用户。'],
      [{ audience: 'merchant', merchant_number: 'M0000000' }, 404, '没有该编号的商户。'],
      [{ audience: 'all', title_zh: '  ' }, 400, '请填写中英文标题。'],
      [{ audience: 'all', content_en: 'x'.repeat(20_001) }, 400, '消息内容最多 20,000 个字符。'],
      [{ audience: 'everyone' }, 400, '请选择消息的接收对象。'],
    ];
    const before = await server.db.$count(messages);
    for (const [body, status, message] of cases) {
      const result = await publish(body, admin.token, 'zh-CN');
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.msg).toBe(message);
    }
    const empty = await createMerchant(server.db);
    const nobody = await publish({ audience: 'merchant', merchant_number: empty.number });
    expect(nobody.status).toBe(400);
    expect(nobody.body.msg).toMatch(/No one would receive this message/);
    expect(await server.db.$count(messages)).toBe(before);
  });

  it('is for operations admins only', async () => {
    const reviewer = await signedInStaff(server, 'reviewer');
    const person = await createUser(server.db);
    const refused = await publish({ audience: 'user', email: person.email }, reviewer.token);
    expect(refused.status).toBe(403);
    expect(await messagesOf(person.id)).toEqual([]);
  });
});
