import { defineConfig } from 'vitest/config'

/** Process tests: the built server as separate processes (killed mid-stream, two instances on one database). */
export default defineConfig({
  test: {
    include: ['server/process-tests/**/*.process.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
