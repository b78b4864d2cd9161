import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { agreementAcks, agreements, auditLog } from '@mbo/db/schema';
import { addMember, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const CATEGORY = 10001;
const server = serverForThisFile();

const near = async (merchantId: number, token: string) => {
  const result = await server.call(
    'GetNearMerchantAgreement',
    { MerchantId: merchantId, CategoryId: CATEGORY },
    { token },
  );
  expect(result.status).toBe(200);
  return result.body;
};
const acknowledge = (merchantId: number, token: string, extra: Record<string, unknown> = {}) =>
  server.call('UpdateMerchantAgreement', { MerchantId: merchantId, CategoryId: CATEGORY, ...extra }, { token });

async function publishAgreement(at: Date, en = 'Updated terms', zh = '更新的条款') {
  const [row] = await server.db
    .insert(agreements)
    .values({ categoryId: CATEGORY, contentEn: en, contentZh: zh, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

describe('with no agreement published', () => {
  // Runs first: agreements are global, the other cases publish some.
  it('reports nothing to acknowledge, and acknowledging is refused with a clear message', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    expect((await near(merchant.id, token)).data).toEqual({ Agreement: null, IsUpdate: false });
    const refused = await acknowledge(merchant.id, token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('en', 'merchants.agreement_none'),
    });
  });
});

describe('GetNearMerchantAgreement and UpdateMerchantAgreement', () => {
  let latest: Awaited<ReturnType<typeof publishAgreement>>;
  beforeAll(async () => {
    await publishAgreement(new Date('2026-06-01T00:00:00Z'), 'Old terms', '旧条款');
    latest = await publishAgreement(new Date('2026-10-31T23:30:00Z'));
  });

  it('gives the latest agreement in the merchant time zone and IsUpdate true until acknowledged', async () => {
    const { merchant, token } = await memberWithRoles(server, [1], { timeZone: 'Australia/Sydney' });
    expect((await near(merchant.id, token)).data).toEqual({
      // 23:30 UTC on 31 October is 10:30 on 1 November in Sydney (daylight saving, UTC+11).
      Agreement: {
        time: '2026-11-01 10:30:00',
        UpdateTime: '2026-11-01 10:30:00',
        UpdateContent: '更新的条款',
        UpdateEnContent: 'Updated terms',
      },
      IsUpdate: true,
    });
  });

  it('turns IsUpdate false once acknowledged, recording the signed-in user whatever UserId says', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1]);
    const stranger = await createUser(server.db);
    const result = await acknowledge(merchant.id, token, { UserId: stranger.id });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ return_code: 'SUCCESS', success: true });
    expect((await near(merchant.id, token)).data.IsUpdate).toBe(false);
    const acks = await server.db.select().from(agreementAcks).where(eq(agreementAcks.merchantId, merchant.id));
    expect(acks).toEqual([expect.objectContaining({ agreementId: latest.id, userId: user.id })]);
  });

  it('is idempotent: a repeat succeeds, keeps the first acknowledgement and audits once', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1]);
    const colleague = await createUser(server.db);
    await addMember(server.db, merchant.id, colleague.id, [1]);
    const colleagueToken = await signIn(server, colleague.email!);
    expect((await acknowledge(merchant.id, token)).body.success).toBe(true);
    expect((await acknowledge(merchant.id, token)).body.success).toBe(true);
    expect((await acknowledge(merchant.id, colleagueToken)).body.success).toBe(true);
    const acks = await server.db.select().from(agreementAcks).where(eq(agreementAcks.merchantId, merchant.id));
    expect(acks.map((ack) => ack.userId)).toEqual([user.id]);
    const audited = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchant.id), eq(auditLog.action, 'agreement_acknowledged')));
    expect(audited).toEqual([expect.objectContaining({ userId: user.id, detail: { agreementId: latest.id } })]);
  });

  it('counts per merchant: acknowledging for one merchant leaves the other to acknowledge', async () => {
    const first = await memberWithRoles(server, [1]);
    const second = await memberWithRoles(server, [1]);
    await addMember(server.db, second.merchant.id, first.user.id, [1]);
    await acknowledge(first.merchant.id, first.token);
    expect((await near(first.merchant.id, first.token)).data.IsUpdate).toBe(false);
    expect((await near(second.merchant.id, first.token)).data.IsUpdate).toBe(true);
  });

  it('asks again when a newer agreement is published', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    await acknowledge(merchant.id, token);
    expect((await near(merchant.id, token)).data.IsUpdate).toBe(false);
    await publishAgreement(new Date('2026-12-01T00:00:00Z'), 'Newer terms', '更新的条款 2');
    const after = await near(merchant.id, token);
    expect(after.data).toMatchObject({ IsUpdate: true, Agreement: { UpdateEnContent: 'Newer terms' } });
    await acknowledge(merchant.id, token);
    expect((await near(merchant.id, token)).data.IsUpdate).toBe(false);
  });

  it('accepts only the agreement category of the spec', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    const result = await server.call('GetNearMerchantAgreement', { MerchantId: merchant.id, CategoryId: 1 }, { token });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ return_code: 'FAIL', success: false });
  });

  it('is for the agreement role (1) only: finance staff are refused and nothing is recorded', async () => {
    const { merchant, token } = await memberWithRoles(server, [2, 3, 4, 5]);
    const result = await acknowledge(merchant.id, token);
    expect(result.status).toBe(403);
    expect(await server.db.select().from(agreementAcks).where(eq(agreementAcks.merchantId, merchant.id))).toEqual([]);
  });
});
