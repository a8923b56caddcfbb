// A throwaway PostgreSQL cluster on 127.0.0.1 for the database tests: Debian's postgresql
// binaries, a temporary data directory, a free port. initdb refuses to run as root, so as
// root the cluster runs as the `postgres` system user. Used by scripts/test-all.mjs.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

function binDir() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Starts a cluster; returns its URL and a stop function, or null when PostgreSQL is not installed. */
export async function startCluster() {
  const bin = binDir()
  if (!bin) return null
  const isRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-pg-'))
  const data = path.join(dir, 'data')
  const asOwner = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args])
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (cmd, args) => {
    const [c, a] = asOwner(cmd, args)
    const result = spawnSync(c, a, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`)
  }
  const port = await freePort()
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
