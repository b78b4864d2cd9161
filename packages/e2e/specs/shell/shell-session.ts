import { expect, type Page } from '@playwright/test';
import { signInAs } from '../../fixtures/session.ts';

export interface ShellOptions {
  language?: 'en' | 'zh_CN';
  path?: string;
  /**
   * Let the real agreement answer through. Other tests answer "nothing to acknowledge" instead, so that the one test
   * that acknowledges Harbour Noodle House's agreement (a change that stays in the run's database) is the only one
   * that depends on it, whatever the order.
   */
  withAgreement?: boolean;
}

/** Signs in through the API and waits for the shell (session start done, menu shown). */
export async function openShell(page: Page, email: string, options: ShellOptions = {}): Promise<string> {
  if (!options.withAgreement) {
    await page.route('**/api/GetNearMerchantAgreement', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, IsUpdate: false } } });
    });
  }
  const token = await signInAs(page, email, options.language ?? 'en', options.path ?? '/home');
  await expect(page.getByTestId('app-sider')).toBeVisible();
  return token;
}

/** The sider's menu (entries by their visible label). */
export const menu = (page: Page) => page.getByTestId('app-menu');
