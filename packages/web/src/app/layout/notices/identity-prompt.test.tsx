// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadShellNamespaces } from '../../../i18n/i18n.ts';
import { toastWarning } from '../../../lib/notify.ts';
import { writeJson, writeString } from '../../../lib/storage.ts';
import { IdentityPrompt } from './identity-prompt.tsx';

vi.mock('../../../lib/notify.ts', () => ({ toastWarning: vi.fn() }));

let session = 0;
function signIn(verifyStatus: { verify_status: number; objection: string | null; en_objection: string | null } | null) {
  // A new token per case: the prompt shows once per session.
  session += 1;
  writeString('token', `token-${session}`);
  writeJson('verifyStatus', verifyStatus);
  render(
    <App>
      <MemoryRouter>
        <IdentityPrompt />
      </MemoryRouter>
    </App>,
  );
}

describe('identity prompt', () => {
  // Unmount what each case rendered, so no React work outlives the test environment.
  afterEach(cleanup);
  // The shell's texts load with the shell (as the router does before showing it).
  beforeAll(() => loadShellNamespaces());
  beforeEach(() => vi.mocked(toastWarning).mockClear());

  it('explains a rejected verification with its reason and offers to update it', async () => {
    signIn({ verify_status: 2, objection: '证件照片模糊', en_objection: 'the ID photo is blurred' });
    expect(
      await screen.findByText(
        'Sorry, your identity verification has been failed due to "the ID photo is blurred". Please click the "Update now" button to submit it again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
  });

  it('warns for 10 seconds while the verification is under review', () => {
    signIn({ verify_status: 0, objection: null, en_objection: null });
    expect(toastWarning).toHaveBeenCalledWith(
      'Your identity information is being reviewed, and please wait patiently.',
      10,
    );
  });

  it('says nothing once the verification has passed, or when there is none', () => {
    signIn({ verify_status: 1, objection: null, en_objection: null });
    signIn(null);
    expect(toastWarning).not.toHaveBeenCalled();
  });
});
