import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

/** A console build as Vite lays it out: index.html with the nonce placeholder, hashed files under assets/. */
function fakeConsoleBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-console-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><script type="module" src="/tarot/console/assets/index-CCf9QKSn.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'assets', 'index-CCf9QKSn.js'), `console.log(${JSON.stringify('console '.repeat(500))})`)
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
  return dir
}

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp({ env: { CONSOLE_DIR: fakeConsoleBuild() } })
})
afterAll(() => closeTestApp(app))

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(' ') + 1)] as [string, string]),
  )
}

describe('the console host (/tarot/console/)', () => {
  it('answers index.html uncached, with its own policy: no inline script, styles only by a nonce that is new each time and is the one in the page', async () => {
    const first = await app.inject({ method: 'GET', url: '/tarot/console/' })
    const second = await app.inject({ method: 'GET', url: '/tarot/console/' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toMatch(/^text\/html/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const csp = directives(first.headers['content-security-policy'])
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('connect-src')).toBe("'self'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp.get('style-src') ?? '')?.[1]
    expect(csp.get('style-src')).not.toContain('unsafe-inline')
    expect(nonce).toBeTruthy()
    expect(first.body).toContain(`content="${nonce}"`)
    expect(first.body).not.toContain('__CSP_NONCE__')
    expect(directives(second.headers['content-security-policy']).get('style-src')).not.toBe(csp.get('style-src'))
  })

  it("is not under the H5 app's policy, which still covers the rest of the site", async () => {
    const consolePage = await app.inject({ method: 'GET', url: '/tarot/console/index.html' })
    const api = await app.inject({ method: 'GET', url: '/tarot/rest/health' })
    expect(String(consolePage.headers['content-security-policy'])).not.toContain('res.wx.qq.com')
    expect(String(api.headers['content-security-policy'])).toContain('res.wx.qq.com')
    expect(consolePage.headers['content-security-policy']).not.toBe(api.headers['content-security-policy'])
  })

  it('caches the hashed assets for a year and anything else not at all, all under the console policy', async () => {
    const asset = await app.inject({ method: 'GET', url: '/tarot/console/assets/index-CCf9QKSn.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(asset.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    // Vite writes no compressed copies: the server compresses on the way.
    const compressed = await app.inject({ method: 'GET', url: '/tarot/console/assets/index-CCf9QKSn.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(compressed.headers['content-encoding']).toMatch(/^(br|gzip)$/)
    const robots = await app.inject({ method: 'GET', url: '/tarot/console/robots.txt' })
    expect(robots.headers['cache-control']).toBe('no-cache')
    expect((await app.inject({ method: 'GET', url: '/tarot/console/assets/nothing.js' })).statusCode).toBe(404)
  })

  it('sends /tarot/console without the slash to the slash', async () => {
    const res = await app.inject({ method: 'GET', url: '/tarot/console' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/tarot/console/')
  })
})
