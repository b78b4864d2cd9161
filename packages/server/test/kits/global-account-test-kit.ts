/** The global account's test helpers: a merchant with a signed-in member, a top-up with its receipt, staff decisions. */
import { expect } from 'vitest';
import type { CallName } from '@mbo/contracts/calls/index';
import type { TestServer } from '../support/harness.ts';
import { signedInStaff } from './review-queue-test-kit.ts';
import { addMember, createUser, signIn } from '../support/factories.ts';
import { payoutsKit, type KitOptions, type PayoutsKit } from './payouts-test-kit.ts';
import { uploadFile } from './kyc-test-kit.ts';

export const TOP_UP_QUEUE = 'global_account_top_up';

/** A tiny valid-looking PDF (judged by its first bytes). */
export const smallPdf = (size = 2_000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);

export async function globalAccountKit(server: TestServer, options: KitOptions & { roles?: number[] } = {}) {
  const kit: PayoutsKit = await payoutsKit(server.db, options);
  const user = await createUser(server.db);
  await addMember(server.db, kit.merchant.id, user.id, options.roles ?? [1]);
  const token = await signIn(server, user.email!);
  const member = <N extends CallName>(
    name: N,
    body: Record<string, unknown> = {},
    language: 'en-US' | 'zh-CN' = 'en-US',
  ) => server.call(name, { merchant_id: kit.merchant.id, ...body } as never, { token, language });
  return {
    kit,
    user,
    token,
    member,
    /** Opens a top-up and sends its receipt: answers the top-up id and reference. */
    async topUpWithReceipt(amount: number, currencyId = 1) {
      const created = await member('GlobalAccounts/CreateTopUp', { currency_id: currencyId, amount });
      expect(created.status, created.body.msg).toBe(200);
      const topUp = (created.body as { top_up: { id: number; reference: string } }).top_up;
      const upload = await uploadFile(server, { token, bytes: smallPdf(), fileName: 'receipt.pdf', kind: 'document' });
      const sent = await member('GlobalAccounts/SubmitTopUpReceipt', { top_up_id: topUp.id, file: upload.body.file });
      expect(sent.status, sent.body.msg).toBe(200);
      return topUp;
    },
    async balance(currencyId = 1) {
      const result = await member('GlobalAccounts/GetBalances');
      const data = (result.body as { data: { currency_id: number; available: number; frozen: number }[] }).data;
      return data.find((row) => row.currency_id === currencyId)!;
    },
  };
}

export async function staffOf(server: TestServer) {
  const staff = await signedInStaff(server, 'reviewer');
  return {
    staff,
    approve: (id: number, flags: string[] = []) =>
      server.call('console/approve', { queue: TOP_UP_QUEUE, id, flags }, { token: staff.token }),
    reject: (id: number) =>
      server.call(
        'console/reject',
        { queue: TOP_UP_QUEUE, id, reason_en: 'The receipt is unreadable', reason_zh: '凭证无法辨认' },
        { token: staff.token },
      ),
  };
}
