/**
 * ESLint 9 flat config. It keeps the file name the project card asks for; `npm run lint`
 * passes it with --config.
 *
 * Layers (imports run one way): contract → lib, config, api → core → components → features → app.
 * `core` holds what every feature reads (session events, the profile, labels and field
 * metadata) so that no feature imports another. No feature imports the
 * app: the typed hooks are core/hooks.ts, which does not import the store.
 * The layers are held here with ESLint's own no-restricted-imports (the import plugins need a
 * native resolver whose packages this project's registry does not carry for every platform);
 * import cycles are found by tests/architecture.test.ts.
 */
const fs = require('node:fs');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const features = fs
  .readdirSync('./src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const MUI_PATH_IMPORTS = [
  { name: '@mui/material', message: 'Use path imports: @mui/material/Button.' },
  { name: '@mui/icons-material', message: 'Use path imports: @mui/icons-material/Close.' },
];
const NO_MOCKS = {
  regex: '^@mocks/',
  message: 'Only the demo entry points load the mock, lazily (docs/decisions/002-demo-mode.md).',
};
const above = (layers, message) => ({ regex: `^@/(${layers.join('|')})/`, message });

/** One no-restricted-imports rule per folder: its forbidden patterns plus the shared ones. */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: MUI_PATH_IMPORTS, patterns: [NO_MOCKS, ...patterns] }] },
});

const layerRules = [
  restrict(['src/contract/**'], {
    regex: '^(@/|\\.\\./)',
    message: 'The contract is the bottom layer: it imports only its own files.',
  }),
  restrict(
    ['src/lib/**', 'src/config/**'],
    above(
      ['api', 'core', 'components', 'features', 'app'],
      'lib and config sit on the contract, below everything else.',
    ),
  ),
  restrict(
    ['src/api/**'],
    above(['core', 'components', 'features', 'app'], 'api sits below core, components, features and app.'),
  ),
  restrict(['src/core/**'], above(['components', 'features', 'app'], 'core sits below components, features and app.')),
  // Shared UI only: no slice, no saga, no request (api/errors is the error shape, no request). tests/architecture.test.ts too.
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...MUI_PATH_IMPORTS,
            {
              name: '@reduxjs/toolkit',
              importNames: ['createSlice', 'createAsyncThunk'],
              message: 'components hold no slice: state lives in core or a feature.',
            },
            { name: 'redux-saga', message: 'components run no saga: it lives in core or a feature.' },
            { name: 'redux-saga/effects', message: 'components run no saga: it lives in core or a feature.' },
            { name: 'axios', message: 'components make no request: requests live in core or a feature.' },
          ],
          patterns: [
            NO_MOCKS,
            above(['features', 'app'], 'Shared components never import a feature or the app.'),
            {
              regex: '^@/api/(?!errors$)',
              message: 'components make no request: requests live in core or a feature (api/errors is allowed).',
            },
          ],
        },
      ],
    },
  },
  ...features.map((name) =>
    restrict(
      [`src/features/${name}/**`],
      {
        regex: `^@/features/(?!${name}/)`,
        message: 'A feature never imports another feature: move what both need into core, components or lib.',
      },
      { regex: '^@/app/', message: 'Features never import the app: the typed hooks are in core/hooks.ts.' },
      { regex: '^\\.\\./\\.\\./', message: 'Leave the feature folder through @/ imports, never ../../.' },
    ),
  ),
  // The demo entry points load the mock lazily; the real build drops them (docs/decisions/002-demo-mode.md).
  {
    files: ['src/main.tsx', 'src/app/shell/DemoReset.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: MUI_PATH_IMPORTS }] },
  },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/src/)(?!contract/)',
              message: 'The mock shares only the contract (src/contract/) with the app.',
            },
          ],
        },
      ],
    },
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-demo/**',
      'dist-e2e-*/**',
      'dist-bench/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'test-results-real/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server HTML is rendered only by <SafeHtml> (docs/decisions/011-server-html.md).',
        },
      ],
      'no-restricted-imports': ['error', { paths: MUI_PATH_IMPORTS }],
    },
  },
  ...layerRules,
  // The one place allowed to render HTML, after DOMPurify.
  { files: ['src/components/html/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['scripts/**/*.{js,mjs}', 'mocks/http.ts', '*.config.ts', 'tests/e2e/**', '.eslintrc.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['.eslintrc.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
