// `npm run publish:content -- --spreads <file> [--layouts <file>] [--articles <file>]`
// Publishes a newer spread catalogue (with the layouts of new spreads) or a newer article set
// without a release: the files are checked, then written into the database the server uses
// (DATABASE_URL, or PGlite in DATA_DIR) in one transaction; every running instance picks them up
// within seconds and the apps download them at their next launch.
// `--withdraw` removes everything published (back to the bundled content).
// On PGlite the database belongs to one process: stop the server first (or use PostgreSQL).
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { loadConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { EmbeddedDatabaseInUse } from './db/pglite-lock'
import { PublishedContentRepository } from './db/published-content'
import { publishEntries } from './services/published'

class Refused extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Refused(`cannot read ${file}: ${(error as Error).message}`)
  }
}

/** Runs the command against a repository; the lines to print and whether it succeeded. */
export async function runPublish(argv: string[], repository: PublishedContentRepository): Promise<{ ok: boolean; lines: string[] }> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { spreads: { type: 'string' }, layouts: { type: 'string' }, articles: { type: 'string' }, withdraw: { type: 'boolean' } },
    })
    if (values.withdraw) {
      const removed = await repository.withdraw()
      return { ok: true, lines: [`publish: withdrawn (${removed} published kinds removed); the bundled content is in force again`] }
    }
    if (!values.spreads && !values.articles) throw new Refused('nothing to publish: give --spreads <file> (with --layouts <file> for new spreads) and/or --articles <file>')
    const checked = publishEntries({
      ...(values.spreads ? { spreads: readJson(values.spreads), layouts: values.layouts ? readJson(values.layouts) : {} } : {}),
      ...(values.articles ? { articles: readJson(values.articles) } : {}),
    })
    if (!checked.ok) throw new Refused(checked.error)
    await repository.publish(checked.entries)
    return { ok: true, lines: checked.notes.map((note) => `publish: ${note} → the database; running servers serve it within seconds`) }
  } catch (error) {
    if (error instanceof Refused || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) return { ok: false, lines: [`publish: ${(error as Error).message}`] }
    throw error
  }
}

async function main(): Promise<void> {
  const config = loadConfig()
  let handle: DatabaseHandle
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir })
  } catch (error) {
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : `the embedded database in ${config.dataDir}`
    console.error(`publish: ${error instanceof EmbeddedDatabaseInUse ? error.message : `cannot open ${where}: ${(error as Error).message}`}`)
    if (!config.databaseUrl) console.error('publish: the embedded database (PGlite) belongs to one process: stop the server, publish, start it again; or run the servers on PostgreSQL (DATABASE_URL)')
    process.exit(1)
  }
  try {
    const result = await runPublish(process.argv.slice(2), new PublishedContentRepository(handle.db))
    for (const line of result.lines) (result.ok ? console.log : console.error)(line)
    process.exitCode = result.ok ? 0 : 1
  } finally {
    await handle.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`publish: ${(error as Error).message}`)
    process.exit(1)
  })
}
