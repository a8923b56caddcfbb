// `npm run eval:readings`: the reading eval (server/src/eval/main.ts). The eval imports the
// server's interpreters and the workspace packages, which are TypeScript sources, so it is
// bundled first (scripts/bundle-ts.mjs) into .tmp/eval/. Arguments pass through: `npm run eval:readings -- --write`.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleTs, root } from './bundle-ts.mjs'

const outfile = await bundleTs('server/src/eval/main.ts', path.join(root, '.tmp/eval/eval-readings.mjs'))

// docs/reading-quality.md is written relative to the repository root, wherever this was started from.
process.chdir(root)
await import(pathToFileURL(outfile).href)
