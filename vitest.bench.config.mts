import { defineConfig } from 'vitest/config'

/** Benchmarks: `npm run bench`. Figures are ratios within one run, never timed assertions. */
export default defineConfig({
  test: { include: [], benchmark: { include: ['bench/**/*.bench.ts'] }, environment: 'node' },
})
