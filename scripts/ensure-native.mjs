// Adds the React Native build's packages (the `native` workspace) when `npm start` installed without them.
import { ensureInstalled } from './lib.mjs'

await ensureInstalled({ native: true })
