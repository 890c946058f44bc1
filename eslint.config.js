import { builtinModules } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.reports/**',
      '**/.data/**',
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
      '**/generated/**',
      '**/public/mockServiceWorker.js',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The demo world is plain data the API's seed reads too (the imports between workspaces are
    // dependency-cruiser's; packages are checked here).
    files: ['demo-world/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['msw', 'msw/*', 'openapi-msw', 'react', 'react-*', '@tanstack/*'] },
      ],
    },
  },
  {
    // The library's components read react-intl through its own accessor, which falls back to
    // English without an IntlProvider where react-intl's hook throws.
    files: ['design-system/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'design-system/src/i18n/useIntl.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              importNames: ['useIntl', 'injectIntl', 'FormattedMessage'],
              message: "Use useIntl from the library's i18n/useIntl, which needs no IntlProvider.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API's request handling runs in a browser too (the reference API as the stories' mock),
    // so these folders use web APIs only; what needs Node lives in src/node/ or behind services.ts.
    files: ['api-server/src/{domain,data,http,shared,contract}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(node:.*|${builtinModules.join('|')})(/.*)?$`,
              message: 'Node only: reach it through src/node/ or services.ts.',
            },
            { group: ['**/node/*'], message: 'Node only: reach it through a `#` import.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'setImmediate', '__dirname', '__filename', 'require'].map(
          (name) => ({ name, message: 'Node only: use a web API, or src/node/ or services.ts.' }),
        ),
      ],
    },
  },
  {
    files: ['scripts/**', 'api-server/**', '**/*.config.ts', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
