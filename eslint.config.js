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

// Server areas (modules/<area>/) reach each other only through the other area's public surface,
// modules/<area>/<area>.public.ts; the files at the root of modules/ (MoneyDeps, the store scope) are shared by all.
const SERVER = './packages/server/src';
const MODULES = `${SERVER}/modules`;
const moduleEntries = readdirSync(MODULES, { withFileTypes: true });
const AREAS = moduleEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const MODULES_ROOT_FILES = moduleEntries
  .filter((entry) => entry.isFile() && !entry.name.includes('.test.'))
  .map((entry) => `./${entry.name}`);
const publicSurface = (area) => `./${area}/${area}.public.ts`;
const serverZones = [
  ...AREAS.map((area) => ({
    target: `${MODULES}/${area}`,
    from: MODULES,
    except: [`./${area}`, ...MODULES_ROOT_FILES, ...AREAS.filter((other) => other !== area).map(publicSurface)],
    message: 'Another area is reached through its <area>.public.ts only.',
  })),
  {
    target: [
      ...MODULES_ROOT_FILES.map((file) => `${MODULES}/${file}`),
      `${SERVER}/seed`,
      `${SERVER}/jobs`,
      `${SERVER}/{money,lib}/**/*.test.ts`,
    ],
    from: MODULES,
    except: [...MODULES_ROOT_FILES, ...AREAS.map(publicSurface)],
    message: 'An area is reached through its <area>.public.ts only.',
  },
  {
    target: `${SERVER}/{money,lib}/**/!(*.test).ts`,
    from: MODULES,
    message: 'The money core and lib never import a module.',
  },
  // The money core (money/: ledger, payment and refund recording, fee and refund rules, aggregates, invariants, bulk
  // loaders, its SQL functions) is a layer below the areas, reached through money/money.public.ts only.
  {
    target: [`${SERVER}/*.ts`, `${SERVER}/!(money)/**`],
    from: `${SERVER}/money`,
    except: ['./money.public.ts'],
    message: 'The money core is reached through money/money.public.ts only.',
  },
];
// Test support (packages/server/test/: the harness, factories, test kits) never reaches production code.
const testSupportZones = [
  {
    target: './packages/*/src/**/!(*.test).{ts,tsx}',
    from: './packages/server/test',
    message: 'Production code never imports test support.',
  },
];

// The direction of imports of the design: contracts <- db <- server; contracts <- web; nothing imports server or web.
const packageZones = [
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
    from: [
      './packages/web/src/app',
      './packages/web/src/features',
      './packages/web/src/components',
      './packages/web/src/i18n',
    ],
  },
  // Of the shared web lib, only hooks that need React alone (no antd, no i18next) serve the pay page too.
  { target: './packages/web/src/pay', from: './packages/web/src/lib', except: ['./use-debounced.ts'] },
  ...featureZones,
];
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // The node resolver could not read the packages' `exports` maps, so no zone ever fired for an `@mbo/*` import.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/*/tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{packages,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'import-x/no-restricted-paths': restrictedPaths([...packageZones, ...serverZones, ...testSupportZones]),
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
          message:
            "A fixed server address: use relative paths (baseURL is this worker's server) or fixtures/ (e2e-database.ts, second-server.ts).",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            "Specs take the server's settings from server-env.ts and fixtures/, which pick this worker's server.",
        },
      ],
    },
  },
);
