// Adds the React Native build's and the tests' packages (the `native` and `tools` workspaces) when `npm start` installed without them.
import { ensureInstalled } from './lib.mjs'

await ensureInstalled({ everything: true })
