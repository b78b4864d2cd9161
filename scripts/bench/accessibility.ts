// Lighthouse accessibility of four pages (npm run bench): sign-in, home and transactions signed in as the demo owner
// in Harbour Noodle House, and a demo store's pay page, each in English and Chinese. Only the accessibility category
// runs, in the system Chromium the e2e uses (CHROMIUM_PATH, else CHROME_PATH, else /usr/bin/chromium). The session
// is the app's own: a token from /api/login put in localStorage (as the e2e's signInAs does) on the page Lighthouse
// then audits without resetting storage. Each audit must end on the page asked for, with its data on screen (a
// signed-in page that fell back to /login, or a table still loading, is an error, not a score).
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { AGREEMENT_CATEGORY_ID } from '@mbo/contracts/constants';
import type { Figure } from './report-calls.ts';

export const ACCESSIBILITY_TARGET = 0.95;
const OWNER = 'owner@demo.test';
const HARBOUR = 'Harbour Noodle House Pty Ltd';
const LANGUAGES = ['en', 'zh_CN'] as const;
type Language = (typeof LANGUAGES)[number];

interface AuditedPage {
  label: string;
  path: string;
  signedIn: boolean;
  /** A CSS selector present once the page shows its data. */
  ready: string;
  mobile?: boolean;
}

export interface AccessibilityScore {
  page: string;
  language: Language;
  score: number;
  /** Lighthouse's failing audits (score below 1), by id. */
  failing: string[];
  /** Each failing audit's elements: `audit: selector — explanation`. */
  details: string[];
}

async function post<T>(base: string, name: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; msg?: string } & T;
  if (!json.success) throw new Error(`${name} failed: ${json.msg ?? response.status}`);
  return json;
}

/** The demo owner's token with Harbour's id; every agreement acknowledged, so no modal stands over the page. */
async function signInOwner(base: string, password: string): Promise<{ token: string; merchantId: number }> {
  const login = await post<{ data: { token: string } }>(base, 'login', {
    AccountType: 1,
    Account: OWNER,
    Password: password,
  });
  const token = login.data.token;
  const me = await post<{ data: { merchants: { id: number; name: string; is_delete: boolean }[] } }>(
    base,
    'tokenLogin',
    { token },
  );
  for (const merchant of me.data.merchants.filter((item) => !item.is_delete)) {
    // 403: the owner's role there does not handle agreements; nothing to acknowledge.
    await fetch(`${base}/api/UpdateMerchantAgreement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, MerchantId: merchant.id, CategoryId: AGREEMENT_CATEGORY_ID }),
    });
  }
  const harbour = me.data.merchants.find((merchant) => merchant.name === HARBOUR);
  if (!harbour) throw new Error(`${OWNER} is not in ${HARBOUR}`);
  return { token, merchantId: harbour.id };
}

const FLAGS: Flags = {
  onlyCategories: ['accessibility'],
  disableStorageReset: true,
  logLevel: 'error',
  output: 'json',
};
const DESKTOP: Flags = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1600, height: 900, deviceScaleFactor: 1, disabled: false },
};

async function audit(page: Page, base: string, target: AuditedPage, language: Language): Promise<AccessibilityScore> {
  const url = `${base}${target.path}`;
  const result = await lighthouse(url, { ...FLAGS, ...(target.mobile ? {} : DESKTOP) }, undefined, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname)
    throw new Error(`${target.label} (${language}): audited ${lhr.finalDisplayedUrl}, not ${url}`);
  // The page Lighthouse left is the one it audited: its data must be on screen.
  await page.waitForSelector(target.ready, { timeout: 30_000 }).catch(() => {
    throw new Error(`${target.label} (${language}): ${target.ready} not on ${page.url()}`);
  });
  // Lighthouse checks that the lang attribute is valid; the page must also name the language it shows.
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== (language === 'zh_CN' ? 'zh-CN' : 'en'))
    throw new Error(`${target.label} (${language}): <html lang="${lang}">`);
  const category = lhr.categories.accessibility;
  if (!category || category.score === null) throw new Error(`${target.label} (${language}): no accessibility score`);
  const failing = category.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const details = failing.flatMap((id) => {
    const items = (lhr.audits[id]?.details as { items?: { node?: { selector?: string; explanation?: string } }[] })
      ?.items;
    return (items ?? []).map((item) => `${id}: ${item.node?.selector ?? '?'} — ${item.node?.explanation ?? ''}`);
  });
  return { page: target.label, language, score: category.score, failing, details };
}

export async function measureAccessibility(
  base: string,
  options: { payPath: string; password: string; chromium?: string },
): Promise<AccessibilityScore[]> {
  const pages: AuditedPage[] = [
    { label: 'sign-in', path: '/login', signedIn: false, ready: 'form input' },
    {
      label: 'home',
      path: '/home',
      signedIn: true,
      ready: '[data-testid="dashboard-totals-figures-transaction_count"]',
    },
    { label: 'transactions', path: '/transaction', signedIn: true, ready: '.ant-table-row' },
    { label: 'pay page', path: options.payPath, signedIn: false, ready: '#pay-root input', mobile: true },
  ];
  const session = await signInOwner(base, options.password);
  const browser: Browser = await puppeteer.launch({
    executablePath: options.chromium ?? process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const scores: AccessibilityScore[] = [];
  try {
    for (const language of LANGUAGES) {
      const page = await browser.newPage();
      // Storage of the app's origin: the language (the back office's and the pay page's keys), then the session.
      await page.goto(`${base}/login`);
      await page.evaluate((lang) => {
        localStorage.clear();
        localStorage.setItem('language', lang);
        localStorage.setItem('pay.language', lang);
      }, language);
      for (const target of pages) {
        if (target.signedIn)
          await page.evaluate(
            ({ token, merchantId }) => {
              localStorage.setItem('token', token);
              localStorage.setItem('merchant_id', String(merchantId));
            },
            { token: session.token, merchantId: session.merchantId },
          );
        scores.push(await audit(page, base, target, language));
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return scores;
}

/** One bench row per page: the score in each language, with the failing audits of any below 1. */
export function accessibilityFigures(scores: AccessibilityScore[]): Figure[] {
  const byPage = new Map<string, AccessibilityScore[]>();
  for (const score of scores) byPage.set(score.page, [...(byPage.get(score.page) ?? []), score]);
  return [...byPage].map(([page, entries]) => ({
    figure: `Lighthouse accessibility, ${page} (en / zh_CN)`,
    value: entries
      .map((entry) => `${entry.score.toFixed(2)}${entry.failing.length ? ` (${entry.failing.join(', ')})` : ''}`)
      .join(' / '),
    target: `≥ ${ACCESSIBILITY_TARGET}`,
  }));
}

// Run alone against a running server (`npm start`): `npx tsx scripts/bench/accessibility.ts <base> <pay path>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:8080', payPath] = process.argv.slice(2);
  if (!payPath) {
    console.error('usage: npx tsx scripts/bench/accessibility.ts <base url> </pay/token of a store>');
    process.exit(2);
  }
  const { DEMO_PASSWORD } = await import('@mbo/db/seed/demo-accounts');
  const scores = await measureAccessibility(base, { payPath, password: DEMO_PASSWORD });
  for (const score of scores)
    for (const detail of score.details) console.log(`  ${score.page} (${score.language}) ${detail}`);
  for (const figure of accessibilityFigures(scores))
    console.log(`${figure.figure}: ${figure.value} (target ${figure.target})`);
}
