// Lint rules for the whole repository. `npm run lint` runs with --rulesdir eslint-rules for the layering rule (the app's and the server's).
const nodeBuiltins = require('node:module').builtinModules

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  settings: { react: { version: '18.2' } },
  env: { es2022: true, node: true, browser: true },
  ignorePatterns: ['node_modules/', 'dist/', 'server/dist/', 'coverage/', '.tmp/', '*.d.ts', '!weapp-smoke/*.d.ts'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/no-require-imports': 'off',
    '@typescript-eslint/no-var-requires': 'off',
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
  overrides: [
    {
      files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
      rules: { layers: 'error' },
    },
    {
      // The two cores (server and packages) get the type-aware rules: each file is checked with its workspace's tsconfig.
      files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'server/*.ts', 'packages/*/src/**/*.ts', 'packages/*/test/**/*.ts'],
      extends: ['plugin:@typescript-eslint/recommended-type-checked'],
      parserOptions: {
        project: ['./server/tsconfig.json', './packages/*/tsconfig.json'],
        tsconfigRootDir: __dirname,
      },
      rules: {
        // `typeof import('x')` stays allowed: vitest's `importOriginal<typeof import('x')>()` reads best that way.
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
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
      parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: __dirname },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
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
      excludedFiles: ['**/*.test.ts'],
      env: { node: false, browser: false },
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
      parserOptions: { sourceType: 'script' },
    },
  ],
}
