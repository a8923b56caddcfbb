// `npm run publish:content -- --spreads <file> [--layouts <file>] [--articles <file>]`
// Publishes a newer spread catalogue (with the layouts of new spreads) or a newer article set
// without a release: the files are checked, then written into DATA_DIR/published, where the
// running server picks them up within seconds and the apps download them at their next launch.
// `--withdraw` removes everything published (back to the bundled content).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkArticles } from '@tarot/content/articles'
import { checkCatalogue } from '@tarot/core/spreads'
import { loadConfig } from './config'
import { PUBLISHED_FILES, publishedDir } from './services/published'

function fail(message: string): never {
  console.error(`publish: ${message}`)
  process.exit(1)
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return fail(`cannot read ${file}: ${(error as Error).message}`)
  }
}

/** Writes next to the target and renames, so the server never reads half a file. */
function writeAtomically(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 1)}\n`)
  renameSync(temporary, file)
}

const { values } = parseArgs({
  options: { spreads: { type: 'string' }, layouts: { type: 'string' }, articles: { type: 'string' }, withdraw: { type: 'boolean' } },
})
const dir = publishedDir(loadConfig().dataDir)

if (values.withdraw) {
  rmSync(dir, { recursive: true, force: true })
  console.log(`publish: withdrawn; the bundled content is in force again (${dir} removed)`)
  process.exit(0)
}
if (!values.spreads && !values.articles) fail('nothing to publish: give --spreads <file> (with --layouts <file> for new spreads) and/or --articles <file>')

mkdirSync(dir, { recursive: true })
if (values.spreads) {
  const source = readJson(values.spreads)
  const layouts = values.layouts ? readJson(values.layouts) : {}
  const checked = checkCatalogue(source, layouts)
  if (!checked.ok) fail(`spread catalogue refused: ${checked.error}`)
  writeAtomically(path.join(dir, PUBLISHED_FILES.layouts), layouts)
  writeAtomically(path.join(dir, PUBLISHED_FILES.spreads), source)
  console.log(`publish: spread catalogue version ${checked.catalogue.source.version} (${Object.keys(checked.catalogue.source.spreads).length} spreads) → ${dir}`)
}
if (values.articles) {
  const input = readJson(values.articles)
  const checked = checkArticles(input)
  if (!checked.ok) fail(`articles refused: ${checked.error}`)
  writeAtomically(path.join(dir, PUBLISHED_FILES.articles), input)
  console.log(`publish: articles version ${checked.version} (${checked.articles.length} articles) → ${dir}`)
}
