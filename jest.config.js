// App tests: Taro components rendered in jsdom through @tarojs/test-utils-react's Jest preset,
// plus the path aliases the app uses. Workspace and server tests run under Vitest (vitest.config.mts).
const path = require('node:path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

module.exports = defineJestConfig({
  rootDir: __dirname,
  bail: 0,
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}', '<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/__tests__/setup/env.js'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tarot/core/(.*)$': '<rootDir>/packages/core/src/$1',
    '^@tarot/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1',
    '^@tarot/messages/(.*)$': '<rootDir>/packages/messages/src/$1',
    '^@tarot/content/(.*)$': '<rootDir>/packages/content/src/$1',
    '\\.(css|png|jpg|svg)$': '<rootDir>/__tests__/setup/asset-stub.js',
  },
  // Only Taro, Stencil and a few ESM-only packages need Babel; everything else loads as published.
  transformIgnorePatterns: [
    '/node_modules/(?!(@tarojs|@stencil|tslib|\\.pnpm|style-inject|lodash-es|swiper|ssr-window|dom7|zustand|i18next|react-i18next|dayjs|query-string|decode-uri-component|split-on-first|filter-obj)/)',
  ],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest'),
  // npm test runs this beside the unit tests (scripts/test-all.mjs): a render may wait for a core longer than Jest's 5 s.
  testTimeout: 20_000,
})
