import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC covers Latin and Chinese, so one font serves both languages in every PDF the server writes
 * (pdfkit's built-in fonts have no CJK glyphs and would write garbage). Read once; pdfkit embeds only the glyphs
 * a document uses.
 */
const require = createRequire(import.meta.url);
let font: Buffer | undefined;
export const pdfFontData = (): Buffer =>
  (font ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));
