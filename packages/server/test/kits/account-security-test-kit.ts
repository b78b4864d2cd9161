import { randomInt } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MSG_TYPE } from '@mbo/contracts/constants';
import type { CallResult, TestServer } from '../support/harness.ts';
import { latestCode } from '../support/outbox.ts';

export type Contacts = { email: string | null; phone: string | null; countryCode: string | null };

/** A new Australian mobile nobody has (the factories' numbers are 04 and 8 digits too). */
export const freshPhone = () => `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const freshEmail = () => `moved-${randomInt(0, 2 ** 40).toString(36)}@example.test`;

/** The `code` of GroupUser/SendVerificationCode: base64 JSON {challenge, solution}, as the web's solver makes it. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function solvedCaptcha(server: TestServer, token: string): Promise<string> {
  const result = await server.call('captcha/challenge', {}, { token });
  if (!result.body.success) throw new Error(`no challenge: ${result.body.msg}`);
  return solved(result.body.challenge as Challenge);
}

/** Step 1 of the bind wizard: a code to the current phone (or e-mail), checked; answers the proof. */
export async function stepOne(server: TestServer, token: string, user: Contacts, by: 'phone' | 'email' = 'phone') {
  const msgType = by === 'phone' ? MSG_TYPE.verifyOldPhone : MSG_TYPE.verifyOldEmail;
  const accountType = by === 'phone' ? 2 : 1;
  const sent = await server.call(
    'GroupUser/SendVerificationCode',
    { MsgType: msgType, AccountType: accountType },
    { token },
  );
  if (!sent.body.success) throw new Error(`step 1 send: ${sent.body.msg}`);
  const recipient = by === 'phone' ? `${user.countryCode} ${user.phone}` : user.email!.toLowerCase();
  const checked = await server.call(
    'GroupUser/ValVerificationCode',
    { MsgType: msgType, AccountType: accountType, VerificationCode: await latestCode(server.db, recipient) },
    { token },
  );
  if (!checked.body.success) throw new Error(`step 1 check: ${checked.body.msg}`);
  return checked.body.proof as string;
}

/** Step 2's code to a new phone (with a fresh captcha) or e-mail. */
export async function sendToNew(
  server: TestServer,
  token: string,
  proof: string,
  to: { phone: string } | { email: string },
): Promise<CallResult<'GroupUser/SendVerificationCode'>> {
  return 'phone' in to
    ? server.call(
        'GroupUser/SendVerificationCode',
        {
          MsgType: MSG_TYPE.bindPhone,
          AccountType: 2,
          Account: to.phone,
          proof,
          code: await solvedCaptcha(server, token),
        },
        { token },
      )
    : server.call(
        'GroupUser/SendVerificationCode',
        { MsgType: MSG_TYPE.bindEmail, AccountType: 1, Account: to.email, proof },
        { token },
      );
}

/** Both steps and the bind, to a new phone or e-mail; answers BandAccount's result. */
export async function bindNew(
  server: TestServer,
  token: string,
  user: Contacts,
  to: { phone: string } | { email: string },
  stepOneBy: 'phone' | 'email' = user.phone ? 'phone' : 'email',
): Promise<CallResult<'GroupUser/BandAccount'>> {
  const proof = await stepOne(server, token, user, stepOneBy);
  const sent = await sendToNew(server, token, proof, to);
  if (!sent.body.success) throw new Error(`step 2 send: ${sent.body.msg}`);
  const recipient = 'phone' in to ? `+61 ${to.phone}` : to.email;
  return server.call(
    'GroupUser/BandAccount',
    {
      AccountType: 'phone' in to ? 2 : 1,
      Account: 'phone' in to ? to.phone : to.email,
      VerificationCode: await latestCode(server.db, recipient),
      proof,
    },
    { token },
  );
}
