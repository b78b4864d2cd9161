import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other (STYLE.md): one zone per feature folder, forbidding the others.
const FEATURES = './packages/web/src/features';
const featureZones = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ target: `${FEATURES}/${entry.name}`, from: FEATURES, except: [`./${entry.name}`] }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // The node resolver could not read the packages' `exports` maps, so no zone ever fired for an `@mbo/*` import.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/*/tsconfig.json', noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{packages,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      // The direction of imports of the design: contracts <- db <- server; contracts <- web; nothing imports server or web.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: ['./packages/db', './packages/server', './packages/web'] },
            { target: './packages/db', from: ['./packages/server', './packages/web'] },
            { target: './packages/server', from: './packages/web' },
            { target: './packages/web', from: ['./packages/server', './packages/db'] },
            // Web: app -> features -> lib/components; features never reach into the app shell.
            { target: './packages/web/src/features', from: './packages/web/src/app' },
            { target: './packages/web/src/lib', from: ['./packages/web/src/app', './packages/web/src/features'] },
            // The customer pay page is its own entry: none of the back-office (antd, i18next, the shell) reaches it.
            {
              target: './packages/web/src/pay',
              from: ['./packages/web/src/app', './packages/web/src/features', './packages/web/src/lib', './packages/web/src/components', './packages/web/src/i18n'],
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Plain browser scripts served as they are (public/load-check.js runs before, and without, the app's bundle).
    files: ['packages/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
