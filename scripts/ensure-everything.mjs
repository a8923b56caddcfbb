// Adds the tests' tools (the `tools` workspace) when `npm start` installed without them.
import { ensureInstalled } from './lib.mjs'

await ensureInstalled({ everything: true })
