// `npm run figures:faults [-- --database-url <url>]`: bundles server/process-tests/figures.ts and runs it
// against the built server (build it first: `npm run build --workspace server`).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { bundleTs, root } from './bundle-ts.mjs'

const out = await bundleTs('server/process-tests/figures.ts', path.join(root, '.tmp/fault-figures.mjs'))
const result = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TAROT_ROOT: root } })
process.exit(result.status ?? 1)
