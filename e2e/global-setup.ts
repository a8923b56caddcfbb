import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

const root = path.resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/tarot/rest/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy within 60 s')
}

/** Starts the built server (with the built H5 app) on a free port and a throwaway data directory. */
export default async function setup(project: TestProject) {
  const entry = path.join(root, 'server/dist/server.mjs')
  if (!existsSync(entry)) throw new Error('server/dist/server.mjs is missing: run `npm run build:server` first')
  if (!existsSync(path.join(root, 'dist/h5/index.html'))) throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-'))
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child)
  project.provide('baseUrl', url)
  // Tests that publish content without a release write into the server's DATA_DIR/published.
  project.provide('dataDir', dataDir)
  process.env.E2E_BASE_URL = url
  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}
