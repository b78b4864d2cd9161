import { readdirSync } from 'node:fs';
import js from '@eslint/js';
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
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
  {
    // Each Playwright worker has its own server (packages/e2e/server-env.ts): a spec reaches it through baseURL and
    // the fixtures, never by a fixed address or the environment (ARCHITECTURE.md, "Testing", rules for new specs).
    files: ['packages/e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^https?:\\/\\/(127\\.0\\.0\\.1|localhost)(:|\\/|$)/]',
          message: "A fixed server address: use relative paths (baseURL is this worker's server) or fixtures/ (e2e-database.ts, second-server.ts).",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Specs take the server's settings from server-env.ts and fixtures/, which pick this worker's server.",
        },
      ],
    },
  },
);
