import { expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { notificationOutbox } from '@mbo/db/schema';
import { byEmail } from '../../test/support/accounts.ts';
import { createUser } from '../../test/support/factories.ts';
import { serverForThisFile } from '../../test/support/harness.ts';
import { emailRecipient, outboxOf, recordsOf, sendCode } from '../../test/support/outbox.ts';

const DAY_MS = 86_400_000;
const server = serverForThisFile();

it('purges records past OUTBOX_RETENTION_MS and any code an older version kept in clear; keeps recent ones', async () => {
  const user = await createUser(server.db);
  const recipient = emailRecipient(user);
  await sendCode(server, byEmail(user), MSG_TYPE.login);
  const [recent] = await outboxOf(server.db, recipient);
  await server.db.insert(notificationOutbox).values([
    {
      channel: 'email',
      recipient,
      subject: 'old',
      body: '',
      status: 'sent',
      createdAt: new Date(Date.now() - 8 * DAY_MS),
    },
    {
      channel: 'sms',
      recipient,
      subject: 'legacy',
      body: 'Your sign-in code is 123456.',
      status: 'stored',
      createdAt: new Date(),
    },
  ]);
  expect(await recordsOf(server.db, recipient)).toHaveLength(3);

  expect(await server.jobs.runOnce('outbox-purge')).toBe(true);

  const left = await recordsOf(server.db, recipient);
  expect(left.map((row) => row.id)).toEqual([recent!.id]);
  expect(server.config.outboxRetentionMs).toBe(7 * DAY_MS);
});
