import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<!--load-failed-->';
const LANGUAGES = [
  ['en', 'en'],
  ['zh-CN', 'zh_CN'],
] as const;

interface Texts {
  load_failed_title: string;
  load_failed_text: string;
  load_failed_retry: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes index.html's "did not load" screen from the catalogues (common.json, both languages) at build time: it has
 * to show when the app's scripts — and so i18next — never arrived. Hidden until public/load-check.js shows it; the
 * retry is a plain link to the same address, so it works without any script.
 */
export function loadFailedPlugin(): Plugin {
  const sections = LANGUAGES.map(([lang, folder]) => {
    const texts = JSON.parse(
      readFileSync(resolve(import.meta.dirname, 'src/i18n', folder, 'common.json'), 'utf8'),
    ) as Texts;
    return (
      `<section lang="${lang}"${lang === 'en' ? '' : ' hidden'}><h1>${escape(texts.load_failed_title)}</h1>` +
      `<p>${escape(texts.load_failed_text)}</p><a href="" class="load-failed-retry">${escape(texts.load_failed_retry)}</a></section>`
    );
  });
  const screen = `<div id="load-failed" role="alert" hidden>${sections.join('')}</div>`;
  return {
    name: 'load-failed-screen',
    transformIndexHtml: (html) => html.replace(PLACEHOLDER, screen),
  };
}
