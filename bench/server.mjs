// `npm run bench`, after the Vitest benchmarks: the server benchmarks (bench/server/main.ts).
// They import the server's TypeScript and the workspace packages (TypeScript sources), so they are
// bundled first with the server's own esbuild, as server/build.mjs bundles the server; npm packages
// stay external. PostgreSQL: TEST_DATABASE_URL when set, else a throwaway cluster from
// scripts/postgres-cluster.mjs (Debian's postgresql), else PGlite only, with a note.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { bundleTs, root } from '../scripts/bundle-ts.mjs'
import { startCluster } from '../scripts/postgres-cluster.mjs'

const outfile = await bundleTs('bench/server/main.ts', path.join(root, '.tmp/bench/server-bench.mjs'))

let cluster = null
let databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) {
  try {
    cluster = await startCluster()
  } catch (error) {
    console.error(`could not start a PostgreSQL cluster: ${error.message}`)
  }
  databaseUrl = cluster?.url
}
const stopCluster = () => {
  const c = cluster
  cluster = null
  c?.stop()
}

const child = spawn(process.execPath, [outfile], { stdio: 'inherit', env: { ...process.env, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) } })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal)
  })
}
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
stopCluster()
process.exit(code)
