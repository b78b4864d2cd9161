import { expect, test, type APIRequestContext } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail } from '../../fixtures/accounts.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { agreeWhenAsked, latestCode, signInThroughForm } from '../../fixtures/session.ts';

/**
 * Security settings (issue 12 §3) through the real screens, each language with a fresh owner of its own (signed up
 * by e-mail, so without a phone): change the e-mail, then add a first phone (step 1 verifies the e-mail; the captcha
 * before the SMS); sign-in by the new e-mail and the phone works, by the old e-mail not. Codes come from the development outbox.
 */

// Button names are matched at their end: antd can leave a finished loading icon (named "loading") in a button.
const WORDS = {
  en: {
    contacts: 'Phone and e-mail',
    password: 'Change password',
    passwordTitle: 'Change Password',
    noPhone: 'No phone yet',
    addPhone: 'Add phone',
    changeEmail: 'Change e-mail',
    send: 'Send code',
    code: 'Verification code',
    next: 'Next',
    bind: /Bind$/,
    close: /Done$/,
    cancel: 'Cancel',
    newPhone: 'New phone',
    newEmail: 'New e-mail',
    captcha: 'I am not a robot',
    captchaDone: 'Checked',
    captchaFirst: 'Please complete the captcha before the code is sent.',
    codeRequired: 'Please enter the verification code',
    codeSixDigits: 'Please enter the 6-digit verification code.',
    codeWrong: 'Verification code error, check and re-enter.',
    sent: 'Code sent to',
    phoneDone: /Your phone is now \+61 \*+\d{4}/,
    emailDone: /Your e-mail is now/,
  },
  zh_CN: {
    contacts: '手机号和邮箱',
    password: '修改密码',
    passwordTitle: '修改密码',
    noPhone: '尚未绑定手机号',
    addPhone: '绑定手机号',
    changeEmail: '修改邮箱',
    send: '发送验证码',
    code: '验证码',
    next: '下一步',
    bind: /绑\s*定$/,
    close: /完\s*成$/,
    cancel: '取消',
    newPhone: '新手机号',
    newEmail: '新邮箱',
    captcha: '我不是机器人',
    captchaDone: '已验证',
    captchaFirst: '发送验证码前请先完成人机验证。',
    codeRequired: '请输入验证码',
    codeSixDigits: '请输入 6 位验证码。',
    codeWrong: '验证码错误，请检查后重新输入。',
    sent: '验证码已发送至',
    phoneDone: /您的手机号现为 \+61 \*+\d{4}/,
    emailDone: /您的邮箱现为/,
  },
} as const;

const freshPhone = () => `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A password sign-in through the API; answers the envelope. */
async function signIn(request: APIRequestContext, account: Record<string, unknown>) {
  const response = await request.post('/api/login', { data: { ...account, Password: FRESH_PASSWORD } });
  return (await response.json()) as { success: boolean; msg?: string };
}

for (const language of ['en', 'zh_CN'] as const) {
  const w = WORDS[language];

  test(`security settings (${language}): change the e-mail, then add a first phone behind the captcha`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { email } = await ownerOfNewMerchant(request, `sec-${language.toLowerCase()}`);
    await agreeWhenAsked(page);
    await signInThroughForm(page, email, { password: FRESH_PASSWORD, language, path: '/setting' });
    await expect(page.getByText(w.contacts)).toBeVisible();
    await expect(page.getByTestId('current-phone')).toHaveText(w.noPhone);

    // The password row opens the shell's change-password dialog.
    await page.getByRole('button', { name: w.password }).click();
    const passwordDialog = page.getByRole('dialog');
    await expect(passwordDialog).toBeVisible();
    await passwordDialog.getByRole('button', { name: /Cancel|取\s*消/ }).click();
    await expect(passwordDialog).toBeHidden();

    const newEmail = freshEmail(`sec-new-${language.toLowerCase()}`);
    // Change the e-mail: step 1 verifies the current e-mail, step 2 the new one (no captcha for e-mail).
    await page.getByRole('button', { name: w.changeEmail }).click();
    const emailWizard = page.getByRole('dialog');
    await emailWizard.getByRole('button', { name: w.next }).click();
    await expect(emailWizard.getByText(w.codeRequired)).toBeVisible();
    await emailWizard.getByLabel(w.code).fill('123');
    await emailWizard.getByRole('button', { name: w.next }).click();
    await expect(emailWizard.getByText(w.codeSixDigits)).toBeVisible();
    await emailWizard.getByRole('button', { name: w.send }).click();
    // The server has written the message by the time the wizard names where it went.
    await expect(emailWizard.getByText(w.sent)).toBeVisible();
    const stepOneCode = await latestCode(request, email);
    await emailWizard.getByLabel(w.code).fill(otherCode(stepOneCode));
    await emailWizard.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.codeWrong)).toBeVisible();
    await emailWizard.getByLabel(w.code).fill(stepOneCode);
    await emailWizard.getByRole('button', { name: w.next }).click();
    await emailWizard.getByLabel(w.newEmail).fill(newEmail);
    await emailWizard.getByRole('button', { name: w.send }).click();
    await expect(emailWizard.getByText(w.sent)).toBeVisible();
    await emailWizard.getByLabel(w.code).fill(await latestCode(request, newEmail));
    await emailWizard.getByRole('button', { name: w.bind }).click();
    await expect(emailWizard.getByText(w.emailDone)).toBeVisible();
    await emailWizard.getByRole('button', { name: w.close }).click();
    await expect(page.getByTestId('current-email')).toHaveText(new RegExp(`^${newEmail.slice(0, 1)}\\*\\*\\*@`));

    // Add a phone: step 1 verifies the (new) e-mail, as the user has no phone to verify.
    await page.getByRole('button', { name: w.addPhone }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('button', { name: w.send }).click();
    await expect(wizard.getByText(w.sent)).toBeVisible();
    await wizard.getByLabel(w.code).fill(await latestCode(request, newEmail));
    await wizard.getByRole('button', { name: w.next }).click();

    // Step 2: the new phone; no code before the captcha.
    const phone = freshPhone();
    await wizard.getByLabel(w.newPhone).fill(phone);
    await wizard.getByRole('button', { name: w.send }).click();
    await expect(wizard.getByText(w.captchaFirst)).toBeVisible();
    await wizard.getByLabel(w.captcha).check();
    await expect(wizard.getByRole('status').filter({ hasText: w.captchaDone })).toBeVisible({ timeout: 30_000 });
    await wizard.getByRole('button', { name: w.send }).click();
    await expect(wizard.getByText(w.sent)).toBeVisible();
    await wizard.getByLabel(w.code).fill(await latestCode(request, `+61 ${phone}`));
    await wizard.getByRole('button', { name: w.bind }).click();
    await expect(wizard.getByText(w.phoneDone)).toBeVisible();
    await wizard.getByRole('button', { name: w.close }).click();
    await expect(page.getByTestId('current-phone')).toHaveText(new RegExp(`\\+61 \\*+${phone.slice(-4)}`));

    expect(await signIn(request, { AccountType: 1, Account: newEmail })).toMatchObject({ success: true });
    expect(await signIn(request, { AccountType: 1, Account: email })).toMatchObject({ success: false });
    expect(await signIn(request, { AccountType: 2, CountryCode: '+61', Account: phone })).toMatchObject({
      success: true,
    });
  });
}
