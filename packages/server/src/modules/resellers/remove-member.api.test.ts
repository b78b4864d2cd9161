import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESELLER_TIME_ZONE } from '@mbo/contracts/calls/resellers-portfolio';
import { translate } from '@mbo/contracts/i18n';
import { resellerMemberRemovals } from '@mbo/db/schema-resellers';
import { createReseller, signedInResellerMember } from '../../../test/kits/reseller-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { outboxOf } from '../../../test/support/outbox.ts';
import { formatWireTime } from '../../lib/time.ts';

const server = serverForThisFile();

const as = (token: string, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token, language });
const remove = (token: string, userId: number, language: 'en-US' | 'zh-CN' = 'en-US') =>
  server.call('reseller/remove_member', { user_id: userId }, as(token, language));
const emailsOf = async (token: string) =>
  (await server.call('reseller/members', {}, as(token))).body.data.map((person) => person.email);

describe("removing a reseller's member", () => {
  it('a member removes a colleague: their open session is refused at once, they are told in their language, recorded', async () => {
    const reseller = await createReseller(server.db);
    const member = await signedInResellerMember(server, reseller.id);
    const colleague = await signedInResellerMember(server, reseller.id, { language: 'zh_CN' });
    expect((await server.call('reseller/profile', {}, as(colleague.token))).status).toBe(200);
    const list = await server.call('reseller/members', {}, as(member.token));
    expect(list.body.data).toEqual([
      expect.objectContaining({ user_id: member.user.id, is_you: true }),
      expect.objectContaining({ user_id: colleague.user.id, is_you: false }),
    ]);

    const removed = await remove(member.token, colleague.user.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ removed: true });
    expect(await emailsOf(member.token)).toEqual([member.user.email]);

    // The same session, its very next call: refused, in the caller's language.
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const refused = await server.call('reseller/profile', {}, as(colleague.token, language));
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(translate(catalogue, 'resellers.not_member'));
    }

    const [mail] = await outboxOf(server.db, colleague.user.email!.toLowerCase());
    const params = { reseller: reseller.name, name: colleague.user.name, by: member.user.name };
    expect(mail?.subject).toBe(translate('zh_CN', 'resellers_console.removed_subject', params));
    expect(mail?.body).toBe(translate('zh_CN', 'resellers_console.removed_body', params));

    const records = await server.db
      .select()
      .from(resellerMemberRemovals)
      .where(and(eq(resellerMemberRemovals.resellerId, reseller.id)));
    expect(records).toEqual([
      expect.objectContaining({ userId: colleague.user.id, removedBy: member.user.id, removedAt: expect.any(Date) }),
    ]);
    // People shows the removal (who, by whom, when in Sydney time); another reseller's people see nothing of it.
    const people = (await server.call('reseller/members', {}, as(member.token))).body;
    expect(people.removals).toEqual([
      {
        user_id: colleague.user.id,
        name: colleague.user.name,
        email: colleague.user.email,
        removed_by_name: member.user.name,
        removed_time: formatWireTime(records[0]!.removedAt, RESELLER_TIME_ZONE),
      },
    ]);
    const outsider = await signedInResellerMember(server, (await createReseller(server.db)).id);
    expect((await server.call('reseller/members', {}, as(outsider.token))).body.removals).toEqual([]);

    // Again (a second click, a retry): answered cleanly, nothing changes, nobody is told twice.
    const again = await remove(member.token, colleague.user.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ removed: false });
    expect(await outboxOf(server.db, colleague.user.email!.toLowerCase())).toHaveLength(1);
  });

  it("another reseller's member, and a user of no reseller, are not found; nothing changes", async () => {
    const reseller = await createReseller(server.db);
    const other = await createReseller(server.db);
    const member = await signedInResellerMember(server, reseller.id);
    await signedInResellerMember(server, reseller.id);
    const stranger = await signedInResellerMember(server, other.id);

    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const refused = await remove(member.token, stranger.user.id, language);
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe(translate(catalogue, 'resellers.member_not_found'));
    }
    expect((await server.call('reseller/profile', {}, as(stranger.token))).status).toBe(200);
    expect((await remove(member.token, 2_000_000_000)).status).toBe(404);
  });

  it('the last member cannot be removed, and nobody removes themselves (another member does)', async () => {
    const reseller = await createReseller(server.db);
    const only = await signedInResellerMember(server, reseller.id);
    const last = await remove(only.token, only.user.id, 'zh-CN');
    expect(last.status).toBe(409);
    expect(last.body.msg).toBe(translate('zh_CN', 'resellers.last_member', { name: only.user.name }));

    const colleague = await signedInResellerMember(server, reseller.id);
    const self = await remove(only.token, only.user.id);
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe(translate('en', 'resellers.remove_self'));
    expect(await emailsOf(only.token)).toEqual([only.user.email, colleague.user.email]);
  });

  it('two members removing each other at once: one removal happens, the reseller keeps a member', async () => {
    const reseller = await createReseller(server.db);
    const a = await signedInResellerMember(server, reseller.id);
    const b = await signedInResellerMember(server, reseller.id);
    const results = await Promise.all([remove(a.token, b.user.id), remove(b.token, a.user.id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 403]);
    const survivor = results[0]!.status === 200 ? a : b;
    expect(await emailsOf(survivor.token)).toEqual([survivor.user.email]);
  });

  it("a sub-reseller cannot remove its parent's members, nor a parent its sub-reseller's (own people only)", async () => {
    const reseller = await createReseller(server.db);
    const sub = await createReseller(server.db, { parentId: reseller.id });
    const parentMember = await signedInResellerMember(server, reseller.id);
    await signedInResellerMember(server, reseller.id);
    const subMember = await signedInResellerMember(server, sub.id);
    await signedInResellerMember(server, sub.id);

    expect((await remove(subMember.token, parentMember.user.id)).status).toBe(404);
    expect((await remove(parentMember.token, subMember.user.id)).status).toBe(404);
    expect((await server.call('reseller/profile', {}, as(parentMember.token))).status).toBe(200);
    expect((await server.call('reseller/profile', {}, as(subMember.token))).status).toBe(200);
  });
});
