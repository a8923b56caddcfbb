import { defineConfig } from 'vitest/config'

/** End-to-end tests: the built H5 app served by the built server, driven in headless Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A browser on a busy 2-core machine can take a few seconds to settle a navigation.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
})
