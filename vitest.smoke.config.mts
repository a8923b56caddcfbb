import { defineConfig } from 'vitest/config'

/** The mini-program smoke test: the built dist/weapp loaded with a stand-in `wx`, WXML rendered by WeChat's wcc. */
export default defineConfig({
  test: {
    include: ['weapp-smoke/**/*.smoke.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
  },
})
