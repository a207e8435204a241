// One lint rule set for the workspace. A remote never imports another remote's source: remotes
// meet only through the shell, the event bus, shared stores, URLs and the API.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-catalog', 'mf-shop', 'mf-checkout', 'mf-user-center', 'mf-chat'];
const APPS = [...REMOTES, 'shell'];

/** The router comes through its shared facade: a direct import would be a second copy with its own context. */
const ROUTER = {
  name: 'react-router',
  message: "Import from '@mall/shared/router' (the page's one shared router); tests may use react-router's test routers.",
};
/** react-i18next and TanStack Query likewise (shared/src/react-i18n.ts, react-query.ts): tree-shaken, one copy per page. */
const REACT_I18NEXT = {
  name: 'react-i18next',
  message: "Import from '@mall/shared/react-i18n' (the page's one shared copy, which holds the i18next instance).",
};
const REACT_QUERY = {
  name: '@tanstack/react-query',
  message: "Import from '@mall/shared/react-query' (the page's one shared copy, which holds the QueryClient context).",
};
const FACADED = [ROUTER, REACT_I18NEXT, REACT_QUERY];
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}'];

/** Pages take the contract's types only: its zod schemas stay on the server and out of the pages' bundles. */
const CONTRACT_TYPES = {
  name: '@mall/shared/contracts',
  allowTypeImports: true,
  message: "Use `import type` from '@mall/shared/contracts' (the schemas are the API's; forms validate with @mall/shared/schemas).",
};

/** For files of `app`, forbid importing any other app's source (relative paths or package names). */
const isolationPatterns = (app) =>
  APPS.filter((other) => other !== app).map((other) => ({
    group: [`**/${other}/**`, `**/${other}`, other, `${other}/*`],
    message: `${app} must not import ${other}'s source; use the event bus, shared stores, URLs or the API.`,
  }));
const isolation = (app) => {
  const patterns = isolationPatterns(app);
  return [
    { files: [`${app}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns, paths: FACADED }] } },
    { files: TESTS.map((t) => `${app}/${t}`), rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
};
/** Every date a page shows goes through formatDate/formatDateTime (@mall/shared): one style per kind, in the page's language. */
const DATES = [
  {
    selector: "CallExpression[callee.property.name='format'][callee.object.type='CallExpression'][callee.object.callee.name='dayjs']",
    message: 'Show dates with formatDate/formatDateTime from @mall/shared (one style per kind, in the page language).',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Show dates with formatDate/formatDateTime and money with formatMoney from @mall/shared.',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Show dates with formatDate/formatDateTime from @mall/shared (no Intl date formats in the first render).',
  },
];
const sharedPatterns = [{ group: APPS.flatMap((a) => [`**/${a}/**`, a]), message: 'shared must not depend on an app.' }];
/**
 * `@mall/shared/ui/*` is bundled into each part that imports it; the package root is the shared
 * singleton. A relative import of the root's request client or stores from there bundled a second
 * copy of them into every remote (~10 kB gzip each): take them from '@mall/shared'.
 */
const uiPatterns = [
  ...sharedPatterns,
  {
    group: ['../request/*', '../stores/*', '../../request/*', '../../stores/*', '../bus', '../../bus'],
    message: "Import the request client, stores and bus from '@mall/shared' (the shared singleton), not by relative path.",
  },
];

/** The light kit's components take their sheet by its shared name: a relative import bundles a copy into every part. */
const litePatterns = [
  ...uiPatterns,
  {
    group: ['./styles', './styles.ts'],
    message: "Import the sheet from '@mall/shared/ui/lite/styles' (shared by version, one copy per page).",
  },
];

/**
 * Code that runs on every page (the cart and chat widgets the shell starts on each page, docs/chat.md
 * "The pages"): what it imports is downloaded and run everywhere, so no component kit and no schema
 * library, neither statically nor by `import()`. The files are the widgets' whole local import graph;
 * a new file it imports joins this list. The bundle sizes (.size-limit.json) catch what slips through.
 */
const EVERY_PAGE = [
  'mf-checkout/src/cart-service.ts',
  'mf-chat/src/chat-service.ts',
  'mf-chat/src/namespace.ts',
  'mf-chat/src/live/*.ts',
  'mf-chat/src/widget/launcher.tsx',
  'mf-chat/src/widget/chat-context.ts',
];
const HEAVY = [
  'antd',
  'antd/*',
  '@ant-design/*',
  'zod',
  'zod/*',
  '@mall/shared/ui',
  '@mall/shared/ui/*',
  '@mall/shared/schemas',
  '@mall/shared/schemas/*',
];
const HEAVY_MESSAGE = 'Runs on every page: no component kit (antd, @mall/shared/ui) and no schema library (zod, @mall/shared/schemas).';
const HEAVY_DYNAMIC = {
  selector: 'ImportExpression[source.value=/^(antd|@ant-design\\/|zod|@mall\\/shared\\/(ui|schemas))(\\/|$)/]',
  message: HEAVY_MESSAGE,
};
/** getBy and findBy throw when nothing matches: an expect around them asserts nothing more. */
const REDUNDANT_EXPECT = [
  'CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.arguments.0.callee.property.name=/^(get|find)(All)?By/]',
  'CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.arguments.0.argument.callee.property.name=/^(get|find)(All)?By/]',
].map((selector) => ({
  selector,
  message: 'getBy*/findBy* already throw when nothing matches: call them without expect(...).toBeTruthy().',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'artifacts/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...APPS.flatMap(isolation),
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACT_TYPES] }] },
  },
  {
    files: [...APPS.map((a) => `${a}/src/**/*.{ts,tsx}`), 'shared/src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATES] },
  },
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns, paths: FACADED }] } },
  { files: ['shared/src/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns, paths: FACADED }] } },
  { files: ['shared/src/ui/lite/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: litePatterns, paths: FACADED }] } },
  {
    files: ['shared/src/router.ts', 'shared/src/react-i18n.ts', 'shared/src/react-query.ts', ...TESTS.map((t) => `shared/${t}`)],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  // A later entry replaces a rule's options, so each app's widget files keep its isolation patterns.
  ...['mf-checkout', 'mf-chat'].map((app) => ({
    files: EVERY_PAGE.filter((f) => f.startsWith(`${app}/`)),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...isolationPatterns(app), { group: HEAVY, message: HEAVY_MESSAGE }], paths: FACADED },
      ],
      'no-restricted-syntax': ['error', ...DATES, HEAVY_DYNAMIC],
    },
  })),
  { files: TESTS, rules: { 'no-restricted-syntax': ['error', ...REDUNDANT_EXPECT] } },
  // Tests of the pages keep the dates rule too (a later entry replaces a rule's options).
  {
    files: [...APPS.map((a) => `${a}/src`), 'shared/src/ui'].flatMap((dir) => TESTS.map((t) => `${dir}/${t}`)),
    rules: { 'no-restricted-syntax': ['error', ...DATES, ...REDUNDANT_EXPECT] },
  },
);
