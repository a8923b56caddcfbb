import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { BackupRefused, runBackup, runRestore } from '../src/backup'
import { type ServerConfig, loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { backupSocketPlugin } from '../src/plugins/backup-socket'
import { ENGINES, throwawayDatabase } from './support/database'

/**
 * The restore drill (docs/operations.md, "Backup and restore"): a database with a signed-in person's reading and a wallet
 * of 60 bought energy is backed up with the command `npm run backup` runs, the data is destroyed (the PGlite data directory
 * removed, the PostgreSQL database dropped), the backup is restored with `npm run restore`'s, and the same token reads the
 * reading and the 60 energy back through the app. PGlite is backed up live, from a running server (over its backup socket),
 * and with the server stopped; PostgreSQL with Debian's pg_dump and pg_restore.
 */

const migrationsDir = path.resolve(import.meta.dirname, '../drizzle')
/** Each drill opens and migrates a PGlite on disk two or three times: seconds each on a loaded machine. */
const DRILL_MS = 180_000

/** The newest Debian PostgreSQL client tools on this machine, or null (CI installs them). */
function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'pg_dump')) && existsSync(path.join(base, v, 'bin', 'pg_restore')))
  versions.sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

const cards = [
  { id: 'Major01', orientation: 'upright' },
  { id: 'Cups02', orientation: 'upright' },
  { id: 'Coins03', orientation: 'reversed' },
]

/** The app as the server runs it on `env`'s database, with the live-backup socket. */
async function serverOn(env: Record<string, string>): Promise<{ app: FastifyInstance; config: ServerConfig }> {
  const config = loadConfig({ H5_DIR: path.join(tmpdir(), 'no-h5-app'), DEV_SIGN_IN: 'true', DEV_PAY: 'true', PGLITE_LOCK_WAIT_MS: '0', ...env })
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir, lockWaitMs: 0 })
  const app = await buildApp({ config, database })
  await app.register(backupSocketPlugin)
  app.addHook('onClose', () => database.close())
  await app.ready()
  return { app, config }
}

/** A person with a reading and 60 bought energy; what to read back. */
async function someoneWithAReading(app: FastifyInstance): Promise<{ token: string; readingId: string; question: string }> {
  const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'backed-up' } })).json().data.access_token as string
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': 'en' }, ...(payload ? { payload } : {}) })
  await call('POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })
  const order = (await call('POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: 'backup-drill' })).json().data.order
  expect((await call('POST', `/tarot/rest/pay/dev/${order.id}`, { outcome: 'success' })).json().data.wallet.total).toBe(60)
  const question = 'What should I keep in mind this spring?'
  const reading = (await call('POST', '/tarot/rest/readings/physical', { spreadId: 'holy', question, cards })).json().data
  expect(reading.id).toBeTruthy()
  return { token, readingId: reading.id as string, question }
}

async function readBack(app: FastifyInstance, person: { token: string; readingId: string; question: string }) {
  const headers = { 'tarot-token': person.token, 'tarot-lang': 'en' }
  const reading = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${person.readingId}`, headers })).json()
  const wallet = (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json()
  return { code: reading.code, question: reading.data?.question, cards: reading.data?.cards?.map((c: { id: string }) => c.id), energy: wallet.data?.total }
}

const expected = (person: { question: string }) => ({ code: 0, question: person.question, cards: cards.map((c) => c.id), energy: 60 })

describe.each(ENGINES.filter((e) => e === 'pglite'))('the restore drill on %s', () => {
  const dirs: string[] = []
  const temp = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `tarot-${prefix}-`))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it(
    'backs up a running server, and after the data directory is lost the restored copy has the reading and the wallet',
    async () => {
      const env = { DATA_DIR: temp('data'), BACKUP_DIR: path.join(temp('backups'), 'kept') }
      const { app, config } = await serverOn(env)
      const person = await someoneWithAReading(app)
      // Only the socket's owner may ask for a copy.
      expect(statSync(config.backup.socket!).mode & 0o777).toBe(0o600)

      const made = await runBackup(config)
      expect(made.lines.join('\n')).toContain('a live copy from the running server')
      expect(statSync(made.file).mode & 0o777).toBe(0o600)
      expect(statSync(config.backup.dir).mode & 0o777).toBe(0o700)
      // The server went on serving while and after it was copied.
      expect(await readBack(app, person)).toEqual(expected(person))
      await app.close()
      expect(existsSync(config.backup.socket!)).toBe(false)

      rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true })
      const restored = await runRestore(config, made.file)
      expect(restored.join('\n')).toContain(path.join(config.dataDir, 'pgdata'))

      const again = await serverOn(env)
      try {
        expect(await readBack(again.app, person)).toEqual(expected(person))
      } finally {
        await again.app.close()
      }
    },
    DRILL_MS,
  )

  it(
    'backs up a stopped server, and a restore over newer data puts the backup back and keeps what it replaced',
    async () => {
      const env = { DATA_DIR: temp('data'), BACKUP_DIR: temp('backups') }
      const first = await serverOn(env)
      const person = await someoneWithAReading(first.app)
      await first.app.close()

      const made = await runBackup(first.config)
      expect(made.lines.join('\n')).toContain('no server running')

      // After the backup the reading is deleted; the restore brings it back.
      const second = await serverOn(env)
      await second.app.inject({ method: 'DELETE', url: `/tarot/rest/readings/${person.readingId}`, headers: { 'tarot-token': person.token } })
      expect((await readBack(second.app, person)).code).not.toBe(0)
      // A restore while the server runs is refused: PGlite belongs to one process.
      await expect(runRestore(second.config, made.file)).rejects.toThrow(/in use by process .*Stop the server/)
      await second.app.close()

      const restored = await runRestore(second.config, made.file)
      expect(restored.join('\n')).toMatch(/kept in .*pgdata\.before-restore-/)
      const third = await serverOn(env)
      try {
        expect(await readBack(third.app, person)).toEqual(expected(person))
      } finally {
        await third.app.close()
      }
    },
    DRILL_MS,
  )

  it(
    'removes its own backups older than BACKUP_KEEP_DAYS and leaves other files alone',
    async () => {
      const env = { DATA_DIR: temp('data'), BACKUP_DIR: temp('backups'), BACKUP_KEEP_DAYS: '30' }
      const first = await serverOn(env)
      await first.app.close()
      const old = path.join(env.BACKUP_DIR, 'tarot-pglite-2020-01-01T00-00-00Z.tar.gz')
      const other = path.join(env.BACKUP_DIR, 'notes.txt')
      for (const file of [old, other]) {
        writeFileSync(file, 'x')
        utimesSync(file, new Date('2020-01-01'), new Date('2020-01-01'))
      }
      const made = await runBackup(first.config)
      expect(made.lines.join('\n')).toContain('removed tarot-pglite-2020-01-01T00-00-00Z.tar.gz')
      expect(readdirSync(env.BACKUP_DIR).sort()).toEqual([path.basename(made.file), 'notes.txt'].sort())
    },
    DRILL_MS,
  )

  it('refuses a file that is not a backup, naming what it expected', async () => {
    const env = { DATA_DIR: temp('data'), BACKUP_DIR: temp('backups') }
    const file = path.join(env.BACKUP_DIR, 'not-a-backup.sql')
    writeFileSync(file, 'select 1;')
    const error = await runRestore(loadConfig(env), file).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BackupRefused)
    expect((error as Error).message).toContain('neither a gzipped PGlite copy nor a pg_dump custom-format archive')
  })
})

const PG_BIN = pgBinDir()

describe.each(ENGINES.filter((e) => e === 'postgres'))('the restore drill on %s', () => {
  const dirs: string[] = []
  const dropped: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const drop of dropped) await drop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  // Debian's client tools are needed (CI installs postgresql); without them there is nothing to run pg_dump with.
  it.skipIf(!PG_BIN)(
    `backs up with pg_dump, and after the database is dropped pg_restore into a new one has the reading and the wallet${PG_BIN ? '' : ' (skipped: no pg_dump/pg_restore in /usr/lib/postgresql/*/bin)'}`,
    async () => {
      const backups = mkdtempSync(path.join(tmpdir(), 'tarot-backups-'))
      dirs.push(backups)
      const original = await throwawayDatabase()
      const env = { DATA_DIR: backups, BACKUP_DIR: backups, PG_BIN_DIR: PG_BIN! }
      const first = await serverOn({ ...env, DATABASE_URL: original.url })
      const person = await someoneWithAReading(first.app)
      const made = await runBackup(first.config)
      expect(path.basename(made.file)).toMatch(/^tarot-postgres-.*\.dump$/)
      expect(statSync(made.file).mode & 0o777).toBe(0o600)
      await first.app.close()
      await original.drop()

      const replacement = await throwawayDatabase()
      dropped.push(() => replacement.drop())
      await runRestore(loadConfig({ ...env, DATABASE_URL: replacement.url }), made.file)
      const again = await serverOn({ ...env, DATABASE_URL: replacement.url })
      try {
        // The token still signs in: the token secret is in the backup (server_settings).
        expect(await readBack(again.app, person)).toEqual(expected(person))
      } finally {
        await again.app.close()
      }
    },
    DRILL_MS,
  )
})
