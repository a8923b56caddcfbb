import { execFile } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, SERVER_ENTRY, client, startServer, tempDir, throwawayDatabase } from './support'

/**
 * The restore drill on the built server and the built command (`npm run backup`, `npm run restore`), as an operator
 * runs them: a backup taken while the server serves, the server killed and its data destroyed (the PGlite data
 * directory removed, or the PostgreSQL database dropped), the backup restored, the server started again: the same
 * token reads the reading and the 60 energy back. On PGlite a restore is refused while the server runs, and the
 * backup socket the killed server left behind is taken over by the next one.
 */

const ENGINES = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const
const BACKUP_ENTRY = path.join(path.dirname(SERVER_ENTRY), 'backup.mjs')
const cards = [
  { id: 'Major01', orientation: 'upright' },
  { id: 'Cups02', orientation: 'upright' },
  { id: 'Coins03', orientation: 'reversed' },
]

/** Debian's PostgreSQL client tools (the newest version installed), or null. */
function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

async function command(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BACKUP_ENTRY, ...args], { env: { PATH: process.env.PATH ?? '', ...env } })
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe.each(ENGINES)('npm run backup and npm run restore on the built server (%s)', (engine) => {
  const dataDir = tempDir('backup-data')
  const backupDir = tempDir('backups')
  const databases: { url: string; drop(): Promise<void> }[] = []
  let server: ServerProcess | null = null
  afterAll(async () => {
    await server?.stop()
    for (const database of databases) await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(backupDir, { recursive: true, force: true })
  })

  const pgBin = pgBinDir()
  it.skipIf(engine === 'postgres' && !pgBin)(
    `backs up a serving server, and after a crash that lost the data the restore brings the reading and the wallet back${engine === 'postgres' && !pgBin ? ' (skipped: no pg_dump in /usr/lib/postgresql/*/bin)' : ''}`,
    async () => {
      if (engine === 'postgres') databases.push(await throwawayDatabase())
      const where = (index: number): Record<string, string> => ({
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        ...(engine === 'postgres' ? { DATABASE_URL: databases[index]!.url, PG_BIN_DIR: pgBin! } : {}),
      })
      server = await startServer({ ...where(0), DEV_SIGN_IN: 'true', DEV_PAY: 'true' })
      const token = (await client(server.base).post('/tarot/rest/login/sign-in', { provider: 'dev', name: `backup-${engine}` })).body.data.access_token as string
      const person = client(server.base, token)
      await person.post('/tarot/rest/account/birth-year', { birthYear: 1990 })
      const order = (await person.post('/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: `backup-${engine}` })).body.data.order
      expect((await person.post(`/tarot/rest/pay/dev/${order.id}`, { outcome: 'success' })).body.data.wallet.total).toBe(60)
      const question = 'What should I keep in mind this spring?'
      const reading = (await person.post('/tarot/rest/readings/physical', { spreadId: 'holy', question, cards })).body.data

      const backup = await command(['backup'], where(0))
      expect(backup).toMatchObject({ code: 0 })
      expect(backup.out).toContain(engine === 'pglite' ? 'a live copy from the running server' : 'pg_dump of the database at DATABASE_URL')
      const file = path.join(
        backupDir,
        readdirSync(backupDir).find((name) => name.startsWith(`tarot-${engine}-`))!,
      )
      if (engine === 'pglite') {
        // PGlite belongs to the server: a restore under it is refused, and changes nothing.
        const refused = await command(['restore', file], { ...where(0), PGLITE_LOCK_WAIT_MS: '500' })
        expect(refused.code).toBe(1)
        expect(refused.out).toContain('Stop the server, restore, start it again')
        expect((await person.get('/tarot/rest/energy/amount')).body.data.total).toBe(60)
      }

      // The disaster: the server dies and its data with it.
      await server.crash()
      server = null
      if (engine === 'pglite') rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true })
      else {
        await databases[0]!.drop()
        databases.push(await throwawayDatabase())
      }

      const restore = await command(['restore', file], where(1))
      expect(restore).toMatchObject({ code: 0 })
      server = await startServer({ ...where(1), DEV_SIGN_IN: 'true', DEV_PAY: 'true' })
      const again = client(server.base, token)
      expect((await again.get(`/tarot/rest/readings/${reading.id}`)).body.data.question).toBe(question)
      expect((await again.get('/tarot/rest/energy/amount')).body.data.total).toBe(60)
      // The restored server answers the next backup too (on PGlite over the socket the killed one left behind).
      const next = await command(['backup'], where(1))
      expect(next).toMatchObject({ code: 0 })
      if (engine === 'pglite') expect(next.out).toContain('a live copy from the running server')
    },
  )
})
