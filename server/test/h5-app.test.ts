import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

/** A built H5 app as the build writes it: hashed scripts with their .br and .gz beside them, and index.html. */
function builtApp(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-h5-'))
  mkdirSync(path.join(dir, 'js'))
  const script = `console.log(${JSON.stringify('the app '.repeat(400))})`
  writeFileSync(path.join(dir, 'js/app.0123abcd.js'), script)
  writeFileSync(path.join(dir, 'js/app.0123abcd.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dir, 'js/app.0123abcd.js.gz'), gzipSync(script))
  // A file the build did not compress (below its threshold) is still served, compressed on the fly or not at all.
  writeFileSync(path.join(dir, 'js/tiny.89abcdef.js'), 'void 0')
  writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><html><body><div id="app"></div><script src="js/app.0123abcd.js"></script></body></html>')
  return { dir, script }
}

describe('the built H5 app as the server delivers it', () => {
  let app: FastifyInstance
  let script: string

  beforeAll(async () => {
    const built = builtApp()
    script = built.script
    app = await testApp({ env: { H5_DIR: built.dir } })
  })
  afterAll(() => closeTestApp(app))

  it('sends the build’s own brotli file to a browser that accepts it, and keeps hashed files for a year', async () => {
    const res = await app.inject({ url: '/tarot/h5app/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await app.inject({ url: '/tarot/h5app/js/app.0123abcd.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const plain = await app.inject({ url: '/tarot/h5app/js/app.0123abcd.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.payload).toBe(script)
    const tiny = await app.inject({ url: '/tarot/h5app/js/tiny.89abcdef.js', headers: { 'accept-encoding': 'br' } })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('has index.html revalidated every time, so a release shows at once', async () => {
    const res = await app.inject({ url: '/tarot/h5app/', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})
