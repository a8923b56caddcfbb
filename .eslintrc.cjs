// Lint rules for the whole repository. `npm run lint` runs with --rulesdir eslint-rules for the layering rule.
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
      files: ['src/**/*.{ts,tsx}'],
      rules: { layers: 'error' },
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
