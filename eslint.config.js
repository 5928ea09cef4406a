import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries of DESIGN.md section 3, enforced here so that a layer
 * crossing fails `npm run check` instead of waiting for a review.
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'scratch/**', 'node_modules/**', 'src/server/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**'],
    rules: restrict({
      regex: '^(\\.\\./)+(server|web)(/|$)',
      message: 'shared is the contract: it imports nothing of ours.',
    }),
  },
  {
    files: ['src/web/**'],
    rules: restrict(
      {
        regex: '^(\\.\\./)+server(/|$)',
        message: 'web never imports server: go through the API and src/shared.',
      },
      {
        regex: '^(\\.\\./)+(?!features/)[a-z0-9-]+/(api|components|pages)/',
        message: 'A feature does not reach into another feature: use that feature’s index.ts.',
      },
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      { regex: '^(\\.\\./)+web(/|$)', message: 'server never imports web.' },
      {
        regex: '^\\.\\./[a-z0-9-]+/[a-z0-9-]+\\.(repository|views|routes)(\\.js)?$',
        message: 'A module uses another module only through its service.',
      },
      {
        regex: '^\\.\\./candidates/(contact-vault|contact|reseal)(\\.js)?$',
        message:
          'Only the candidates module seals and opens contact data: use candidates.service (decision 0036).',
      },
    ),
  },
  {
    files: ['scripts/**', 'bench/**', 'test/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain Node scripts: TypeScript files get these from @types/node.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
