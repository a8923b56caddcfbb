import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts the built server (and the built H5 app) on 127.0.0.1:`port` with `dataDir`, and waits until it answers its health check. */
export async function startBuiltServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.mjs')], {
    // Every browser of the run asks from 127.0.0.1: guest tokens and readings are not limited here (server tests prove the limits).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GUEST_TOKENS_PER_MINUTE: '100000',
      GUEST_TOKENS_PER_DAY: '100000',
      READINGS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/tarot/rest/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGTERM')
  throw new Error('server did not become healthy within 60 s')
}

export async function stopServer(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}
