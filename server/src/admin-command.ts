import { pathToFileURL } from 'node:url'
import { loadConfig } from './config'
import { type Database, openDatabase } from './db/client'

/** What an operator's command answers: its lines, printed to stdout when it went well, to stderr when not. */
export interface CommandResult {
  ok: boolean
  lines: string[]
}

/**
 * Runs an operator's command (`npm run reader`, `npm run birth-year`) when its file is the one node was started with:
 * against the database the server uses (DATABASE_URL, or DATA_DIR's PGlite), its lines printed, the exit code 1 when
 * it did not go well. Imported by a test, the file runs nothing.
 */
export function runAsCommand(name: string, moduleUrl: string, run: (db: Database, args: string[]) => Promise<CommandResult>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return
  const main = async () => {
    const config = loadConfig()
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir })
    try {
      const result = await run(handle.db, process.argv.slice(2))
      for (const line of result.lines) (result.ok ? console.log : console.error)(line)
      process.exitCode = result.ok ? 0 : 1
    } finally {
      await handle.close()
    }
  }
  main().catch((error: unknown) => {
    console.error(`${name}: ${(error as Error).message}`)
    process.exit(1)
  })
}
