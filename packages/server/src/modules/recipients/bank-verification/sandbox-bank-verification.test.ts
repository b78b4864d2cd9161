import { describe, expect, it } from 'vitest';
import { BankVerificationUnavailableError } from './bank-verification-adapter.ts';
import { deploymentBankVerification } from './deployment-bank-verification.ts';
import { createSandboxBankVerification } from './sandbox-bank-verification.ts';

const account = (accountNumber: string) => ({
  currencyId: 3,
  network: 1,
  holderName: '张伟',
  accountNumber,
  bsb: null,
  bic: null,
  bankName: '中国工商银行',
  country: 'CN',
});

describe('the sandbox bank verification', () => {
  const sandbox = createSandboxBankVerification();

  it('verifies an account with a stable reference', async () => {
    const first = await sandbox.verify(account('6217000010001234'));
    expect(first).toEqual({ status: 'verified', reference: expect.stringMatching(/^SBV[0-9A-F]{16}$/) });
    expect(await sandbox.verify(account('6217000010001234'))).toEqual(first);
  });

  it('refuses accounts ending 0000 and is unavailable for those ending 9999', async () => {
    expect((await sandbox.verify(account('6217000010040000'))).status).toBe('failed');
    await expect(sandbox.verify(account('12349999'))).rejects.toBeInstanceOf(BankVerificationUnavailableError);
  });

  it('exists only with SANDBOX_CHANNELS', () => {
    expect(deploymentBankVerification({ sandboxChannels: true })?.name).toBe('sandbox-bank');
    expect(deploymentBankVerification({ sandboxChannels: false })).toBeNull();
  });
});
