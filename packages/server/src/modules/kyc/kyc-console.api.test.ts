/** Personal verifications reviewed in the provider's console: the product's queue, end to end over the console's calls. */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { messages } from '@mbo/db/schema';
import { providerAuditLog } from '@mbo/db/schema-console';
import { australianPerson, uploadIdImages } from '../../../test/kits/kyc-test-kit.ts';
import { signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();
const queue = 'person_verification';

/** A user who submitted their personal verification; answers its id and the user's token. */
async function applicant() {
  const user = await createUser(server.db);
  const token = await signIn(server, user.email!);
  const result = await server.call('set_person_info', australianPerson(await uploadIdImages(server, token)), { token });
  expect(result.status, result.body.msg).toBe(200);
  return { user, token, id: result.body.person.id };
}

describe('the console’s personal verification queue', () => {
  it('lists a submission, shows it in the reviewer’s language with its images, and approving passes the person', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const { user, token, id } = await applicant();

    const me = await server.call('console/get_me', {}, { token: staff.token });
    expect(me.body.queues).toContainEqual(expect.objectContaining({ key: queue, title: 'Personal verifications' }));
    const page = await server.call(
      'console/get_queue',
      { queue, page_index: 1, page_size: 100 },
      { token: staff.token },
    );
    expect(page.body.page_data.data.map((item) => item.id)).toContain(id);

    const zh = await server.call('console/get_queue_item', { queue, id }, { token: staff.token, language: 'zh-CN' });
    expect(zh.status, zh.body.msg).toBe(200);
    expect(zh.body.item.status).toBe('waiting');
    expect(zh.body.item.fields).toContainEqual({ label: '证件类型', value: translate('zh_CN', 'kyc.value.id_type_6') });
    expect(zh.body.item.files.map((file) => file.label)).toEqual(['证件正面', '证件背面', '手持证件自拍']);
    for (const file of zh.body.item.files) expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);
    // State, city and the licence's state, named by the database in both languages: the reviewer reads theirs.
    expect(zh.body.item.fields).toEqual(
      expect.arrayContaining([
        { label: '州或省', value: '新南威尔士州' },
        { label: '城市', value: '悉尼' },
        { label: '驾照签发州', value: '新南威尔士州' },
      ]),
    );
    const en = await server.call('console/get_queue_item', { queue, id }, { token: staff.token });
    expect(en.body.item.fields).toEqual(
      expect.arrayContaining([
        { label: 'State or province', value: 'New South Wales' },
        { label: 'City', value: 'Sydney' },
        { label: 'Licence state', value: 'New South Wales' },
      ]),
    );

    expect((await server.call('console/approve', { queue, id }, { token: staff.token })).status).toBe(200);
    const person = await server.call('get_person_info', {}, { token });
    expect(person.body.person).toMatchObject({ id, verify_status: 1 });
    const [told] = await server.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(told?.content).toBe(translate('en', 'kyc.review_passed'));
    const [entry] = await server.db
      .select()
      .from(providerAuditLog)
      .where(eq(providerAuditLog.itemId, id))
      .orderBy(desc(providerAuditLog.id));
    expect(entry).toMatchObject({ queue, actorUserId: staff.user.id });
    // Decided: a second decision is refused and nothing changes.
    const again = await server.call('console/approve', { queue, id }, { token: staff.token });
    expect(again.status).toBe(409);
  });

  it('rejects with reasons in both languages; the applicant reads theirs and may submit again', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const { token, id } = await applicant();
    const rejected = await server.call(
      'console/reject',
      { queue, id, reason_en: 'The photo is blurred.', reason_zh: '照片模糊。' },
      { token: staff.token },
    );
    expect(rejected.status, rejected.body.msg).toBe(200);
    const person = await server.call('get_person_info', {}, { token });
    expect(person.body.person).toMatchObject({
      verify_status: 2,
      objection: '照片模糊。',
      en_objection: 'The photo is blurred.',
    });
  });
});
