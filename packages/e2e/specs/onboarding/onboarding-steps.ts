/**
 * The onboarding forms' steps, shared by the onboarding specs: signing in through the form, the identity form of
 * /personal, the merchant application's steps on /addMerchant, and a reviewer's decision in the console.
 */
import { expect, type Page } from '@playwright/test';
import { signInThroughForm as signInWithForm } from '../../fixtures/session.ts';
import { SETTLED_DROPDOWN } from '../../fixtures/antd.ts';
import { abnWithCheckDigits } from '@mbo/contracts/kyb/business-number';

export type Language = 'en' | 'zh_CN';

// A 2×2 PNG (red, green, blue, transparent): the server re-encodes it to JPEG on white.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DwHwwZGP6DCAYAP9IF+y1KdVYAAAAASUVORK5CYII=',
  'base64',
);

/** An ID expiry date safely in the future. */
export const ID_EXPIRY = `${new Date().getUTCFullYear() + 4}-03-31`;

/** Signs in through the merchant sign-in form, in the language chosen on it. */
export const signInThroughForm = (page: Page, email: string, password: string, language: Language) =>
  signInWithForm(page, email, { password, language });

const CONSOLE_APPROVE = {
  en: { approve: 'Approve', ok: 'OK', approved: 'Approved; the applicant has been told.' },
  // antd spaces a two-character Chinese button label ("通 过").
  zh_CN: { approve: /^通\s?过$/, ok: /^(OK|确\s?定)$/, approved: '已通过，已通知申请人。' },
};

/**
 * A signed-in reviewer approves the waiting item of a queue whose row shows `rowText`, in the console's language,
 * after finding each of `shows` in its detail.
 */
export async function approveInConsole(
  page: Page,
  queue: string,
  rowText: string,
  { language = 'en', shows = [] }: { language?: Language; shows?: string[] } = {},
) {
  const labels = CONSOLE_APPROVE[language];
  await page.goto(`/console/queues/${queue}`);
  const row = page.getByTestId('console-queue-table').locator('tbody tr').filter({ hasText: rowText });
  await row.getByRole('button').click();
  const drawer = page.getByRole('dialog');
  for (const text of shows) await expect(drawer).toContainText(text);
  await drawer.getByRole('button', { name: labels.approve }).click();
  await page.getByRole('button', { name: labels.ok }).click();
  await expect(page.getByText(labels.approved)).toBeVisible();
}

/** Picks an option of a searchable select by typing it, as a keyboard user would. */
export async function pick(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await select.locator('input').fill(option);
  await expect(page.locator(`${SETTLED_DROPDOWN} .ant-select-item-option-active[title="${option}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

/** Opens a select and clicks the option with that title. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await page.locator(`${SETTLED_DROPDOWN} [title="${option}"]`).click();
  await expect(select).toContainText(option);
}

/** Attaches the test image to an upload field and waits for its preview. */
export async function attach(page: Page, testId: string, name: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('img')).toBeVisible();
}

/** A person as the identity form takes them: options as the form words them in `language`. */
export interface Person {
  language: Language;
  nationality: string;
  firstName: string;
  lastName: string;
  birthday: string;
  gender: string;
  residence: string;
  province: string;
  city: string;
  street: string;
  postcode: string;
  issueCountry: string;
  idType: string;
  /** A driver licence's state; none for a passport or ID card. */
  issueState?: string;
  idNumber: string;
  /** A passport has no back page. */
  hasBackImage: boolean;
}

const PERSON_LABELS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    birthday: 'Birthday',
    street: 'Street',
    postcode: 'Postcode',
    idNumber: 'ID number',
    idExpiry: 'ID expiry date',
    submit: 'Submit',
  },
  zh_CN: {
    firstName: '名',
    lastName: '姓',
    birthday: '出生日期',
    street: '街道地址',
    postcode: '邮编',
    idNumber: '证件号码',
    idExpiry: '证件有效期',
    submit: /^提\s?交$/,
  },
};

/** An Australian resident with an NSW driver licence, in English. */
export const NINA: Person = {
  language: 'en',
  nationality: 'Australia',
  firstName: 'Nina',
  lastName: 'Patel',
  birthday: '1991-07-14',
  gender: 'Female',
  residence: 'Australia',
  province: 'New South Wales',
  city: 'Sydney',
  street: '1 George Street',
  postcode: '2000',
  issueCountry: 'Australia',
  idType: 'Driver licence',
  issueState: 'New South Wales',
  idNumber: 'NSW1234567',
  hasBackImage: true,
};

/** A Chinese resident with a Chinese passport, in Chinese. */
export const XIAOMING: Person = {
  language: 'zh_CN',
  nationality: '中国',
  firstName: '小明',
  lastName: '王',
  birthday: '1988-09-09',
  gender: '男',
  residence: '中国',
  province: '广东省',
  city: '深圳',
  street: '深南大道1号',
  postcode: '518000',
  issueCountry: '中国',
  idType: '护照',
  idNumber: 'E12345678',
  hasBackImage: false,
};

/** Fills every field of the identity form on /personal (not submitted). */
export async function fillPerson(page: Page, person: Person): Promise<void> {
  const labels = PERSON_LABELS[person.language];
  await pick(page, 'nationality', person.nationality);
  await page.getByLabel(labels.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(labels.lastName, { exact: true }).fill(person.lastName);
  await page.getByLabel(labels.birthday).fill(person.birthday);
  await pick(page, 'gender', person.gender);
  await pick(page, 'residence-country', person.residence);
  await pick(page, 'province', person.province);
  await pick(page, 'city', person.city);
  await page.getByLabel(labels.street).fill(person.street);
  await page.getByLabel(labels.postcode).fill(person.postcode);
  await pick(page, 'issue-country', person.issueCountry);
  await pick(page, 'id-type', person.idType);
  if (person.issueState) await pick(page, 'issue-state', person.issueState);
  await page.getByLabel(labels.idNumber).fill(person.idNumber);
  await page.getByLabel(labels.idExpiry).fill(ID_EXPIRY);
  await attach(page, 'upload-front', 'front.png');
  if (person.hasBackImage) await attach(page, 'upload-back', 'back.png');
  else await expect(page.getByTestId('upload-back')).toHaveCount(0);
  await attach(page, 'upload-selfie', 'selfie.png');
}

/** Submits the identity form in its language. */
export async function submitPerson(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: PERSON_LABELS[language].submit }).click();
}

/** A fresh ABN passing the checksum: each run's application must hold its own. */
export function freshAbn(): string {
  for (;;) {
    const abn = abnWithCheckDigits(String(Math.floor(Math.random() * 1e9)).padStart(9, '0'));
    if (abn) return abn;
  }
}

/** Step 1 of the application in English: a Pty Ltd Chinese restaurant selling through a micro-shop. */
export async function fillCompanyStep(page: Page, company: { abn: string; name: string; tradingName: string }) {
  await page.getByTestId('abn').fill(company.abn);
  await page.getByTestId('merchant-name').fill(company.name);
  await choose(page, 'company-type', 'Proprietary limited company (Pty Ltd)');
  await choose(page, 'industry-category', 'Food and beverage');
  await choose(page, 'industry', 'Chinese restaurant');
  await page.getByTestId('trading-name').fill(company.tradingName);
  await choose(page, 'position', 'Director or legal person');
  await choose(page, 'store-type', 'Micro-shop');
}

/** Step 2 in English: contact and address in Sydney, New South Wales. */
export async function fillContactStep(page: Page, contact: { street: string; email: string }) {
  await choose(page, 'province', 'New South Wales');
  await choose(page, 'city', 'Sydney');
  await page.getByTestId('street').fill(contact.street);
  await page.getByTestId('post-code').fill('2026');
  await page.getByTestId('email').fill(contact.email);
  await page.getByTestId('mobile-phone').fill('412345678');
}

/** Step 3: the ASIC extract (the only document a micro-shop needs). */
export async function attachAsicExtract(page: Page) {
  const field = page.getByTestId('upload-au_attachment_asic_extract_url');
  await field.locator('input[type=file]').setInputFiles({ name: 'asic.png', mimeType: 'image/png', buffer: PNG });
  await expect(field.getByText('View')).toBeVisible();
}

/** Step 5: settlement to an Australian bank account in the company's name. */
export async function fillSettlementStep(page: Page, accountName: string) {
  await page.getByTestId('bank-account-name').fill(accountName);
  await page.getByTestId('bsb').fill('062000');
  await page.getByTestId('bank-account-number').fill('12345678');
}
