/**
 * ESLint 9 flat config. It keeps the file name the project card asks for; `npm run lint`
 * passes it with --config.
 *
 * Layers (imports run one way): lib, api → core → components → features → app.
 * `core` holds what every feature reads (session events, the profile, labels and field
 * metadata) so that no feature imports another (conventions rule 1). Features may use the
 * typed hooks in app/hooks.ts (type-only link to the store), nothing else from app.
 */
const fs = require('node:fs');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

const features = fs.readdirSync('./src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const layerZones = [
  { target: './src/lib', from: ['./src/core', './src/components', './src/features', './src/app'] },
  { target: './src/api', from: ['./src/core', './src/components', './src/features', './src/app'] },
  { target: './src/core', from: ['./src/components', './src/features', './src/app'] },
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/features', from: './src/app', except: ['./hooks.ts'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need into core, components or lib.',
  })),
  { target: './mocks', from: './src', except: ['./api/contract.ts'], message: 'The mock shares only the contract with the app.' },
  { target: './src', from: './mocks', except: [], message: 'Only the demo entry points load the mock, lazily.' },
];

module.exports = tseslint.config(
  { ignores: ['dist/**', 'dist-demo/**', 'node_modules/**', 'public/mockServiceWorker.js', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server HTML is rendered only by <SafeHtml> (decision 9).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Use path imports: @mui/material/Button (conventions rule 10).' },
            { name: '@mui/icons-material', message: 'Use path imports: @mui/icons-material/Close.' },
          ],
        },
      ],
    },
  },
  // The one place allowed to render HTML, after DOMPurify.
  { files: ['src/components/html/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  // The demo entry points load the mock lazily; the real build drops them (decision 2).
  { files: ['src/main.tsx', 'src/app/shell/DemoReset.tsx'], rules: { 'import-x/no-restricted-paths': 'off' } },
  { files: ['tests/**'], rules: { 'import-x/no-restricted-paths': 'off' } },
  {
    files: ['scripts/**/*.{js,mjs}', 'mocks/http.ts', '*.config.ts', 'tests/e2e/**', '.eslintrc.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['.eslintrc.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
