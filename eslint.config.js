// One lint set-up for the repository. Besides the usual TypeScript, React hooks and a11y rules,
// it enforces the architecture: imports flow app -> features -> shared, a remote never imports
// another remote or the host, and no customer-facing text is written into JSX.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'];
const SHARED_MODULES = [
  'analytics',
  'bus',
  'forms',
  'hooks',
  'http',
  'i18n',
  'iban',
  'stores',
  'router',
  'ui',
  'schemas',
  'standalone',
  'testing',
  'vendor',
];

function dirs(path) {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

const zones = [
  // A remote never imports another remote or the host; the host never imports a remote's files.
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps talk through shared, config and the event bus, never through each other’s files.',
  })),
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: './api',
    message: 'The browser apps reach the API over HTTP only.',
  })),
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: './release',
    message: 'The browser apps know nothing of releases; the host reads its manifest over HTTP.',
  })),
  {
    target: './shared',
    from: [...APPS.map((a) => `./${a}`), './api', './release'],
    message: 'shared depends on config only.',
  },
  {
    target: './config',
    from: [...APPS.map((a) => `./${a}`), './api', './shared', './release'],
    message: 'config depends on nothing of ours.',
  },
  {
    target: './release',
    from: [...APPS.map((a) => `./${a}`), './api', './shared', './scripts'],
    message: 'release depends on config only: the API and the command line use it, not the other way round.',
  },
  { target: './api', from: [...APPS.map((a) => `./${a}`)], message: 'The API does not import browser apps.' },
  // Inside an app a feature does not import another feature.
  ...APPS.flatMap((app) =>
    dirs(`./${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature; move what both need to shared or lib.',
    })),
  ),
  // Features never import routes (pages are the top of the app).
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/routes`,
    message: 'Features do not import pages.',
  })),
];

// Inside shared, modules import each other by package name (`shared/stores`), never relatively:
// a relative import would bundle a second copy of a stateful singleton module.
const sharedRelative = SHARED_MODULES.map((mod) => ({
  files: [`shared/src/${mod}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: SHARED_MODULES.filter((m) => m !== mod).map((other) => ({
          group: [`../${other}`, `../${other}/*`, `../../${other}`, `../../${other}/*`],
          message: `import shared/${other} by package name`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  ...sharedRelative,
  {
    // Customer-facing text goes through i18next, in all five languages.
    files: ['{host,mf-catalog,mf-checkout,mf-account,mf-content,shared}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'shared/src/standalone/**', 'shared/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // SVG <text> draws a logo (brand and carrier names), which is not translated.
          selector: "JSXElement:not([openingElement.name.name='text']) > JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]",
          message: 'No literal text in JSX: use t() and add the key in all five languages.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label)$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message: 'No literal text in accessible names and labels: use t().',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
