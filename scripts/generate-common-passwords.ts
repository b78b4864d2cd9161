/**
 * Writes packages/server/src/modules/auth/common-passwords.txt: the block-list of new passwords (issue 9, #9).
 * Source: @zxcvbn-ts/language-common (MIT; its `passwords-common` list is ranked by frequency in leaked password
 * sets). Kept: every entry the spec's rule would otherwise accept (7–20 characters, a letter and a digit), lower-cased,
 * in rank order — entries the rule refuses anyway would only make the file longer. Run: `npx tsx scripts/generate-common-passwords.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isPasswordValid } from '@mbo/contracts/field-rules';

const target = new URL('../packages/server/src/modules/auth/common-passwords.txt', import.meta.url);
const kept = [...new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))].filter(isPasswordValid);
writeFileSync(target, `${kept.join('\n')}\n`);
console.log(`${kept.length} passwords written to ${target.pathname}`);
