// `npm run backup` and `npm run restore -- <file>`: a backup of the database the server uses, and putting one back.
// PGlite (no DATABASE_URL): a running server is asked for a consistent copy over its backup socket
// (plugins/backup-socket.ts); with the server stopped the command opens DATA_DIR/pgdata itself. Either way the
// copy is a gzipped tarball of pgdata (`tarot-pglite-<time>.tar.gz`). PostgreSQL: `pg_dump --format=custom`
// (`tarot-postgres-<time>.dump`), put back with `pg_restore`. Backups go to BACKUP_DIR (mode 0600 in a 0700
// directory: they hold the token secret, the dev-pay keys and people's data); ones older than BACKUP_KEEP_DAYS are
// removed by the next backup. Restoring PGlite needs the server stopped; the data it replaces is kept beside it.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, openSync, readSync, closeSync, readdirSync, renameSync, statSync, chmodSync, unlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { type ServerConfig, loadConfig } from './config'
import { dumpEmbeddedDirectory, holdsDatabase, loadEmbedded } from './db/pglite-backup'
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './db/pglite-lock'

/** A refusal the operator can act on: printed as it is, exit code 1. */
export class BackupRefused extends Error {}

const NAME = /^tarot-(pglite|postgres)-[0-9TZ-]+\.(tar\.gz|dump)$/

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

/** The database URL without its password, and the password apart (given to pg_dump in its environment, not on its command line). */
function connection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

function tool(config: ServerConfig, name: 'pg_dump' | 'pg_restore'): string {
  return config.backup.pgBinDir ? path.join(config.backup.pgBinDir, name) : name
}

async function run(config: ServerConfig, name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const { dbname, env } = connection(config.databaseUrl!)
  const child = spawn(tool(config, name), [...args, `--dbname=${dbname}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (exit) => resolve(exit ?? 1))
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new BackupRefused(
        `${name} not found (${tool(config, name)}): install the PostgreSQL client tools of the server's major version or newer (Debian: postgresql-client), or set PG_BIN_DIR to their directory (e.g. /usr/lib/postgresql/16/bin)`,
      )
    throw error
  })
  if (code !== 0) throw new BackupRefused(`${name} failed (exit ${code}): ${errors.trim()}`)
}

/** Asks the running server for a live copy over its backup socket; false when no server answers there. */
async function fromRunningServer(socket: string, target: string): Promise<boolean> {
  if (!existsSync(socket)) return false
  return new Promise<boolean>((resolve, reject) => {
    const req = request({ socketPath: socket, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => reject(new BackupRefused(`the running server refused the backup (${res.statusCode}): ${text}`)))
        return
      }
      pipeline(res, createWriteStream(target, { mode: 0o600 })).then(() => resolve(true), reject)
    })
    // A server that stopped answering (hung, or stopped mid-copy) is not waited for forever.
    req.setTimeout(300_000, () => req.destroy(new BackupRefused(`the running server sent nothing for 5 minutes over ${socket}: the backup was abandoned`)))
    req.once('error', (error: NodeJS.ErrnoException) => {
      // A socket file a crashed server left: nobody listens.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false)
      else reject(error)
    })
    req.end()
  })
}

/** Removes the backups in BACKUP_DIR older than BACKUP_KEEP_DAYS (only files this command names); the names removed. */
function prune(config: ServerConfig, now: Date): string[] {
  if (!config.backup.keepDays) return []
  const before = now.getTime() - config.backup.keepDays * 24 * 3600 * 1000
  const removed: string[] = []
  for (const name of readdirSync(config.backup.dir)) {
    const file = path.join(config.backup.dir, name)
    if (NAME.test(name) && statSync(file).mtimeMs < before) {
      unlinkSync(file)
      removed.push(name)
    }
  }
  return removed
}

/** Makes a backup of the configured database into BACKUP_DIR; returns the file and the lines to print. */
export async function runBackup(config: ServerConfig, now = new Date()): Promise<{ file: string; lines: string[] }> {
  mkdirSync(config.backup.dir, { recursive: true, mode: 0o700 })
  const engine = config.databaseUrl ? 'postgres' : 'pglite'
  const file = path.join(config.backup.dir, `tarot-${engine}-${stamp(now)}.${engine === 'postgres' ? 'dump' : 'tar.gz'}`)
  const partial = `${file}.partial`
  const lines: string[] = []
  try {
    if (config.databaseUrl) {
      await run(config, 'pg_dump', ['--format=custom', `--file=${partial}`])
      lines.push('backup: pg_dump of the database at DATABASE_URL')
    } else if (config.backup.socket && (await fromRunningServer(config.backup.socket, partial))) {
      lines.push(`backup: a live copy from the running server (${config.backup.socket})`)
    } else {
      const dir = path.join(config.dataDir, 'pgdata')
      if (!holdsDatabase(dir)) throw new BackupRefused(`no embedded database in ${dir} (DATA_DIR=${config.dataDir}): nothing to back up`)
      let release: () => void
      try {
        release = await lockEmbeddedDatabase(dir, { waitMs: config.pgliteLockWaitMs })
      } catch (error) {
        if (error instanceof EmbeddedDatabaseInUse) {
          throw new BackupRefused(
            `${error.message}. That server did not answer on its backup socket (${config.backup.socket ?? 'BACKUP_SOCKET=off'}): start it with the socket on (the default), or stop it and back up again`,
          )
        }
        throw error
      }
      try {
        const copy = await dumpEmbeddedDirectory(dir)
        writeFileSync(partial, Buffer.from(await copy.arrayBuffer()), { mode: 0o600 })
      } finally {
        release()
      }
      lines.push(`backup: a copy of ${dir} (no server running)`)
    }
    chmodSync(partial, 0o600)
    renameSync(partial, file)
  } catch (error) {
    if (existsSync(partial)) unlinkSync(partial)
    throw error
  }
  lines.push(`backup: ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`)
  for (const name of prune(config, now)) lines.push(`backup: removed ${name}, older than ${config.backup.keepDays} days (BACKUP_KEEP_DAYS)`)
  lines.push('backup: it holds the token secret, the dev payment keys and people\'s personal data: encrypt it before it leaves this machine (docs/operations.md, "Backup and restore")')
  return { file, lines }
}

function kindOf(file: string): 'pglite' | 'postgres' {
  const head = Buffer.alloc(5)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, 5, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  throw new BackupRefused(`${file} is not a backup of this command (neither a gzipped PGlite copy nor a pg_dump custom-format archive)`)
}

/** Puts the backup `file` back into the configured database; the lines to print. */
export async function runRestore(config: ServerConfig, file: string | undefined, now = new Date()): Promise<string[]> {
  if (!file) throw new BackupRefused('give the backup to restore: npm run restore -- <file>')
  if (!existsSync(file)) throw new BackupRefused(`no such file: ${file}`)
  const kind = kindOf(file)
  if (kind === 'postgres') {
    if (!config.databaseUrl) throw new BackupRefused(`${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`)
    // --clean --if-exists: what the backup holds replaces what is there (an empty database works too); one transaction, all or nothing.
    await run(config, 'pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file])
    return [`restore: ${file} → the database at DATABASE_URL; start the servers (they apply newer migrations at start)`]
  }
  if (config.databaseUrl) throw new BackupRefused(`${file} is a copy of an embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to restore it`)
  const dir = path.join(config.dataDir, 'pgdata')
  mkdirSync(config.dataDir, { recursive: true })
  let release: () => void
  try {
    release = await lockEmbeddedDatabase(dir, { waitMs: config.pgliteLockWaitMs })
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) throw new BackupRefused(`${error.message}. Stop the server, restore, start it again`)
    throw error
  }
  const lines: string[] = []
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      const aside = `${dir}.before-restore-${stamp(now)}`
      renameSync(dir, aside)
      lines.push(`restore: the data that was there is kept in ${aside} (remove it once the restored server looks right)`)
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    await loadEmbedded(dir, file)
  } finally {
    release()
  }
  lines.push(`restore: ${file} → ${dir}; start the server (it applies newer migrations at start)`)
  return lines
}

async function main(): Promise<void> {
  const config = loadConfig()
  const [command, ...rest] = process.argv.slice(2)
  try {
    if (command === 'backup') for (const line of (await runBackup(config)).lines) console.log(line)
    else if (command === 'restore')
      for (const line of await runRestore(
        config,
        rest.find((arg) => !arg.startsWith('-')),
      ))
        console.log(line)
    else throw new BackupRefused('usage: npm run backup | npm run restore -- <file>')
  } catch (error) {
    console.error(error instanceof BackupRefused ? `${command ?? 'backup'}: ${error.message}` : error)
    process.exitCode = 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main()
