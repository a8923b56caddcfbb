// Lint rules for the whole repository (ESLint 9, flat config): `npm run lint`.
import { builtinModules as nodeBuiltins } from 'node:module'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import layers from './eslint-rules/layers.js'

/** The repository's own rules: `local/layers` keeps the app's and the server's layering (eslint-rules/layers.js). */
const local = { rules: { layers } }

const typeImports = ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }]

/** Globals a file may not count on: every name set to "off". */
const none = (...sets) => Object.fromEntries(sets.flatMap((set) => Object.keys(set)).map((name) => [name, 'off']))

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'server/dist/', '**/coverage/', '**/.tmp/', '**/*.d.ts', '!weapp-smoke/*.d.ts'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs['recommended-latest']],
    plugins: { react, local },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.es2021, ...globals.node, ...globals.browser },
    },
    settings: { react: { version: '18.2' } },
    rules: {
      // A caught error not used is left out (`catch {}`), or named `_…` where the code must stay ES2018 (config/h5's inline first-screen script).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'react/jsx-key': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Platform code lives in suffixed leaf files (x.h5.ts, x.weapp.ts, x.rn.ts), not in run-time branches.
          selector: "CallExpression[callee.object.name='Taro'][callee.property.name='getEnv']",
          message: 'Use a platform leaf file (x.h5.ts / x.weapp.ts / x.rn.ts) instead of Taro.getEnv().',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    rules: { 'local/layers': 'error' },
  },
  {
    // The two cores (server and packages) get the type-aware rules: each file is checked with its workspace's tsconfig.
    files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'server/*.ts', 'packages/*/src/**/*.ts', 'packages/*/test/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: ['./server/tsconfig.json', './packages/*/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `typeof import('x')` stays allowed: vitest's `importOriginal<typeof import('x')>()` reads best that way.
      '@typescript-eslint/consistent-type-imports': typeImports,
      // A Fastify reply is thenable only for convenience: `reply.header(…)`, `reply.hijack()` hand back the reply to chain, not work to wait for.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafePromises: [{ from: 'package', name: 'FastifyReply', package: 'fastify' }] }],
      // Route options (`preValidation`, `errorHandler`, the handler) take async hooks, or ones that hand back the thenable reply,
      // where Fastify's types also allow the callback style: not a misuse. Arguments are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { properties: false } }],
      // The same contract makes `async` without `await` deliberate there, and in services whose interface returns a promise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The app is parsed with its types too, for the two rules that keep promises handled and type imports erased.
    // The rest of recommended-type-checked is not on for src/ yet (it finds unbound methods, needless assertions and `any` there).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': typeImports,
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // The back office's console (its own workspace, React on react-admin): parsed with its types for the same two rules as the app.
    files: ['console/src/**/*.{ts,tsx}', 'console/*.ts'],
    languageOptions: { parserOptions: { project: ['./console/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': typeImports,
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Tests read answers with `res.json()` (typed `any`) and assert on them: the assertions are the type check there.
    files: ['server/test/**/*.ts', 'packages/*/test/**/*.ts', 'packages/*/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The domain core is pure TypeScript: no Taro, React, Node or DOM, and no hidden clock or randomness.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: none(globals.node, globals.browser) },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'packages/core must not use Node APIs.' })),
          patterns: [
            { group: ['@tarojs/*', 'react', 'react-*', 'react/*', 'react-dom', 'react-native', 'zustand', 'i18next'], message: 'packages/core must not depend on Taro, React or UI libraries.' },
            { group: ['node:*'], message: 'packages/core must not use Node APIs.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'process', 'fetch', 'Buffer', 'require'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes in as a parameter.' },
        { object: 'Date', property: 'now', message: 'Time comes in as a parameter.' },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'eslint-rules/**/*.js', 'babel.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
)
