import { useMutation } from '@tanstack/react-query';
import { CODE_EXPIRE_SECONDS_SENT, type MsgType } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import type { AccountRequest } from '../lib/account.ts';

type CodePurpose = Extract<MsgType, 1 | 2 | 7>;

/** Sends a sign-in (1), sign-up (2) or reset (7) code. Silent: the form shows failures inline. */
export const sendVerificationCode = (purpose: CodePurpose, account: AccountRequest) =>
  call('SendVerificationCode', { ...account, MsgType: purpose, ExpireTimeSecond: CODE_EXPIRE_SECONDS_SENT });

export const useSendVerificationCode = (purpose: CodePurpose) =>
  useMutation({ mutationFn: (account: AccountRequest) => sendVerificationCode(purpose, account) });
