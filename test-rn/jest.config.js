// RN tests (`npm run test:rn`): the app on React Native's own renderer, as Taro's RN packages test
// themselves — Jest with the jest-expo preset of the Expo the RN target uses (Expo 50, RN 0.73),
// @testing-library/react-native, Taro's RN components, runtime and router. Files go through what
// Taro's Metro build does (transformer.js); `.rn.ts(x)` leaves win over neutral files as they do there.
// Only native modules are stood in for, at their module boundary (setup.js).
const path = require('node:path')
const root = path.resolve(__dirname, '..')

module.exports = {
  preset: 'jest-expo/android',
  rootDir: root,
  roots: ['<rootDir>/test-rn'],
  testMatch: ['<rootDir>/test-rn/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['rn.tsx', 'rn.ts', 'rn.js', 'tsx', 'ts', 'js', 'jsx', 'json', 'css'],
  moduleNameMapper: {
    '^@tarojs/taro$': '@tarojs/taro-rn',
    '^@tarojs/components$': '@tarojs/components-rn',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tarot/core/(.*)$': '<rootDir>/packages/core/src/$1',
    '^@tarot/contracts/(.*)$': '<rootDir>/packages/contracts/src/$1',
    '^@tarot/messages/(.*)$': '<rootDir>/packages/messages/src/$1',
    '^@tarot/content/(.*)$': '<rootDir>/packages/content/src/$1',
  },
  transform: {
    '\\.(css|[jt]sx?|mjs)$': '<rootDir>/test-rn/transformer.js',
    '\\.(png|jpe?g|gif|webp|svg|ttf|otf)$': 'jest-expo/src/preset/assetFileTransformer.js',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!((jest-)?react-native|@react-native(-community|-async-storage)?|expo(nent)?|@expo(nent)?/.*|@expo-google-fonts/.*|expo-.*|@unimodules/.*|unimodules|@react-navigation/.*|@tarojs|@tarot|react-native-.*|zustand|i18next|react-i18next|swr|dayjs|query-string|decode-uri-component|split-on-first|filter-obj)/)',
  ],
  setupFiles: ['<rootDir>/test-rn/setup.js'],
  // Loading Taro's RN runtime and the app takes seconds on a busy machine.
  testTimeout: 120_000,
  cacheDirectory: path.join(root, 'node_modules/.cache/jest-rn'),
}
