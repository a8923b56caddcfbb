import { defineConfig } from 'vitest/config'

/**
 * Benchmarks: `npm run bench` runs these (bench/*.bench.ts: functions, one call at a time), then
 * bench/server.mjs (the server under concurrent HTTP load, which tinybench cannot do; see bench/README.md).
 * Figures are ratios within one run, never timed assertions.
 */
export default defineConfig({
  test: { include: [], benchmark: { include: ['bench/**/*.bench.ts'] }, environment: 'node' },
})
