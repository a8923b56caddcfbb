// `npm run docs:settings`: writes the README's settings table from the server's settings schema
// (server/src/settings-schema.ts), between its two marker comments. server/src/lib/settings-docs.test.ts fails when they differ.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const serverSrc = path.join(root, 'server', 'src')
// The schema is TypeScript: bundled on the fly (zod stays external, loaded from node_modules).
const bundled = await build({
  stdin: { contents: "export { SETTINGS } from './settings-schema'\nexport { settingsTable, withSettingsTable } from './lib/settings'\n", resolveDir: serverSrc, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  write: false,
  logLevel: 'warning',
})
const cacheDir = path.join(root, 'node_modules', '.cache')
mkdirSync(cacheDir, { recursive: true })
const modulePath = path.join(cacheDir, 'docs-settings.mjs')
writeFileSync(modulePath, bundled.outputFiles[0].text)
const { SETTINGS, settingsTable, withSettingsTable } = await import(pathToFileURL(modulePath).href)

const readmePath = path.join(root, 'README.md')
const before = readFileSync(readmePath, 'utf8')
const after = withSettingsTable(before, settingsTable(SETTINGS))
if (after === before) console.log('README.md: the settings table is up to date')
else {
  writeFileSync(readmePath, after)
  console.log('README.md: the settings table rewritten from server/src/settings-schema.ts')
}
