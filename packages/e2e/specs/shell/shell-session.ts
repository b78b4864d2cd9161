import { expect, type Page } from '@playwright/test';
import { acknowledgeAgreements } from '../../fixtures/agreements.ts';
import { signInAs } from '../../fixtures/session.ts';

export interface ShellOptions {
  language?: 'en' | 'zh_CN';
  path?: string;
  /**
   * Leave the agreement as it is. Otherwise the latest agreement is acknowledged through the API before the page
   * opens, so the modal does not stand in the way of tests about something else, whatever ran before.
   */
  withAgreement?: boolean;
}

const SHELL_FIRST_DRAW_MS = 30_000;

/** Signs in through the API and waits for the shell (session start done, menu shown). */
export async function openShell(page: Page, email: string, options: ShellOptions = {}): Promise<string> {
  const prepare = options.withAgreement ? undefined : (token: string) => acknowledgeAgreements(page.request, token);
  const token = await signInAs(page, email, options.language ?? 'en', options.path ?? '/home', prepare);
  // A cold page: every script of the shell parsed, the session started. On a busy 2-core machine that alone took
  // past the specs' 10 s (most of them failed here); what the spec then checks keeps the 10 s.
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: SHELL_FIRST_DRAW_MS });
  return token;
}

/** The sider's menu (entries by their visible label). */
export const menu = (page: Page) => page.getByTestId('app-menu');
