import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { persons } from '@mbo/db/schema';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { australianPerson, uploadIdImages } from '../../../test/kits/kyc-test-kit.ts';
import { createUploadLinks } from '../uploads/uploads.public.ts';
import { approve, key, list, personVerificationDetail, reject, titleKey } from './kyc-review.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A submitted verification, its submission moved `minutesAgo` into the past; answers its id and user. */
async function submitted(minutesAgo: number) {
  const user = await createUser(server.db);
  const token = await signIn(server, user.email!);
  const result = await server.call('set_person_info', australianPerson(await uploadIdImages(server, token)), { token });
  const id = result.body.person.id;
  await server.db
    .update(persons)
    .set({ submittedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(persons.id, id));
  return { id, userId: user.id, token };
}

const reviewerId = async () => (await createUser(server.db)).id;

describe('the person_verification review queue', () => {
  it('has its key and a title in both languages', () => {
    expect(key).toBe('person_verification');
    expect(translate('en', titleKey)).toBe('Personal verifications');
    expect(translate('zh_CN', titleKey)).toBe('个人身份认证');
  });

  it('lists verifications under review, the oldest first, paged', async () => {
    const newer = await submitted(10_000);
    const oldest = await submitted(20_000);
    const decided = await submitted(30_000);
    await server.db.transaction((tx) => approve(tx, decided.id, { userId: 1 }));
    const first = await list(server.db, { page: 1, pageSize: 1 });
    expect(first.items.map((item) => item.id)).toEqual([oldest.id]);
    expect(first.items[0]).toMatchObject({ applicantUserId: oldest.userId, title: 'Nina Patel' });
    const second = await list(server.db, { page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.id)).toEqual([newer.id]);
    expect(first.total).toBe(second.total);
    const all = await list(server.db, { page: 1, pageSize: 100 });
    expect(all.items.map((item) => item.id)).not.toContain(decided.id);
  });

  it('shows the detail with links to the images that work without a back-office session', async () => {
    const { id, userId } = await submitted(1);
    const detail = await personVerificationDetail(createUploadLinks(server.secret))(server.db, id);
    expect(detail).toMatchObject({ id, applicantUserId: userId, data: { first_name: 'Nina', verify_status: 0 } });
    for (const image of [detail!.data.front_img, detail!.data.back_img, detail!.data.selfie_img]) {
      const response = await fetch(`${server.url}${image!.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(await personVerificationDetail(createUploadLinks(server.secret))(server.db, 0)).toBeUndefined();
  });

  it('approve sets status 1, tells the applicant, and records before and after', async () => {
    const { id, userId, token } = await submitted(1);
    const reviewer = await reviewerId();
    const outcome = await server.db.transaction((tx) => approve(tx, id, { userId: reviewer }));
    expect(outcome).toEqual({
      applicantUserId: userId,
      messageKey: 'kyc.review_passed',
      before: { verify_status: 0, objection: null, en_objection: null },
      after: { verify_status: 1, objection: null, en_objection: null },
    });
    expect(translate('zh_CN', outcome.messageKey)).not.toBe(outcome.messageKey);
    expect((await server.call('get_person_info', {}, { token })).body.person).toMatchObject({ verify_status: 1 });
    const [row] = await server.db.select().from(persons).where(eq(persons.id, id));
    expect(row!.reviewedBy).toBe(reviewer);
  });

  it('reject sets status 2 with both reasons; the applicant reads theirs in their language', async () => {
    const { id, userId, token } = await submitted(1);
    const reason = { en: 'the photo is blurred', zh_CN: '照片模糊' };
    const outcome = await server.db.transaction((tx) => reject(tx, id, { userId: 1 }, reason));
    expect(outcome).toMatchObject({
      applicantUserId: userId,
      messageKey: 'kyc.review_rejected',
      after: { verify_status: 2, objection: '照片模糊', en_objection: 'the photo is blurred' },
    });
    expect(translate('en', outcome.messageKey, outcome.params)).toContain('due to the photo is blurred');
    expect(translate('zh_CN', outcome.messageKey, outcome.params)).toContain('照片模糊');
    expect((await server.call('get_person_info', {}, { token })).body.person).toMatchObject({
      verify_status: 2,
      objection: '照片模糊',
      en_objection: 'the photo is blurred',
    });
  });

  it('refuses an item not under review, changing nothing', async () => {
    const { id } = await submitted(1);
    await server.db.transaction((tx) => approve(tx, id, { userId: 1 }));
    await expect(server.db.transaction((tx) => approve(tx, id, { userId: 1 }))).rejects.toMatchObject({
      messageKey: 'kyc.not_under_review',
    });
    await expect(
      server.db.transaction((tx) => reject(tx, id, { userId: 1 }, { en: 'late', zh_CN: '迟了' })),
    ).rejects.toMatchObject({ messageKey: 'kyc.not_under_review' });
    await expect(server.db.transaction((tx) => approve(tx, 0, { userId: 1 }))).rejects.toMatchObject({
      messageKey: 'kyc.not_under_review',
    });
    const [row] = await server.db.select().from(persons).where(eq(persons.id, id));
    expect(row!.verifyStatus).toBe(1);
  });
});
