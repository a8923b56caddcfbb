import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, startBuiltServer, stopServer } from './server-process'

const root = path.resolve(import.meta.dirname, '..')

/** Starts the built server (with the built H5 app) on a free port and a throwaway data directory. */
export default async function setup(project: TestProject) {
  const entry = path.join(root, 'server/dist/server.mjs')
  if (!existsSync(entry)) throw new Error('server/dist/server.mjs is missing: run `npm run build:server` first')
  // the server serves H5_DIR (default dist/h5), so the check looks where the server will
  const h5Dir = path.resolve(root, process.env.H5_DIR || 'dist/h5')
  if (!existsSync(path.join(h5Dir, 'index.html'))) throw new Error(`${h5Dir} is missing: run \`npm run build:h5\` first`)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-'))
  const child = await startBuiltServer(dataDir, port)
  const url = `http://127.0.0.1:${port}`
  project.provide('baseUrl', url)
  process.env.E2E_BASE_URL = url
  return () => stopServer(child)
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
