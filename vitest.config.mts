import { defineConfig } from 'vitest/config'

/** Unit and route tests of the workspaces: the domain core, the contracts, the server (through app.inject) and the console's pure parts. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'server/test/**/*.test.ts',
      'server/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'config/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
      'console/src/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // A fresh PGlite with every migration takes a few seconds, many more on a loaded 2-core machine.
    hookTimeout: 60_000,
  },
})
