import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { DOCS_PREFIX } from '../src/openapi/plugin'
import { payProviderFrom } from '../src/services/pay/create-provider'
import { closeTestApp, testApp } from './support/app'
import { testDatabase } from './support/database'

/** The app with a logger whose JSON lines are kept, to see what it warned and logged. */
async function loggedApp(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
  const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none'), ...env })
  const app = await buildApp({ config, database: await testDatabase(), logger: { level: 'info', stream } })
  return { app, lines }
}

let open: FastifyInstance | undefined
afterEach(async () => {
  await closeTestApp(open)
  open = undefined
})

describe('the dev sign-in and dev payment provider', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
  const decide = (env: Record<string, string>) => {
    const config = loadConfig({ DATA_DIR: dir, ...env })
    return { signIn: config.devSignIn, pay: config.devPay, provider: payProviderFrom(config).name }
  }

  it('are on without any WeChat setting outside production', () => {
    expect(decide({})).toEqual({ signIn: true, pay: true, provider: 'dev' })
    expect(decide({ NODE_ENV: 'development', WECHAT_API_BASE: 'http://127.0.0.1:1', WECHAT_PAY_API_BASE: 'http://127.0.0.1:2', WECHAT_DEVTOOLS_CLI: '/opt/cli' })).toEqual({
      signIn: true,
      pay: true,
      provider: 'dev',
    })
  })

  it('are off when only WECHAT_OPEN_APP_ID (or any other WeChat setting) is set', () => {
    expect(decide({ WECHAT_OPEN_APP_ID: 'wxopen' })).toEqual({ signIn: false, pay: false, provider: 'none' })
    expect(decide({ WECHAT_APP_ID: 'wxmini' })).toEqual({ signIn: false, pay: false, provider: 'none' })
    expect(decide({ WECHAT_PAY_NOTIFY_URL: 'https://tarot.example.com/notify' })).toEqual({ signIn: false, pay: false, provider: 'none' })
  })

  it('are off in production unless enabled', () => {
    expect(decide({ NODE_ENV: 'production' })).toEqual({ signIn: false, pay: false, provider: 'none' })
    expect(decide({ NODE_ENV: 'production', DEV_SIGN_IN: 'true', DEV_PAY: 'true' })).toEqual({ signIn: true, pay: true, provider: 'dev' })
    expect(decide({ WECHAT_OPEN_APP_ID: 'wxopen', DEV_PAY: 'true' })).toEqual({ signIn: false, pay: true, provider: 'dev' })
    expect(decide({ DEV_SIGN_IN: 'false', DEV_PAY: 'false' })).toEqual({ signIn: false, pay: false, provider: 'none' })
  })

  it('never moves the clock in production, whatever DEV_CLOCK_OFFSET_MS says', () => {
    expect(loadConfig({ DATA_DIR: dir }).clockOffsetMs).toBe(0)
    expect(loadConfig({ DATA_DIR: dir, DEV_CLOCK_OFFSET_MS: '691200000' }).clockOffsetMs).toBe(691_200_000)
    expect(loadConfig({ DATA_DIR: dir, DEV_CLOCK_OFFSET_MS: '691200000', NODE_ENV: 'production' }).clockOffsetMs).toBe(0)
  })

  it('are refused by a deployment that only sets WECHAT_OPEN_APP_ID', async () => {
    const { app } = await loggedApp({ WECHAT_OPEN_APP_ID: 'wxopen' })
    open = app
    const signIn = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'anyone' } })
    expect(signIn.json().code).not.toBe(0)
    expect(app.payProvider.name).toBe('none')
    expect(app.payProvider.channelFor('h5')).toBeNull()
  })

  it('make the server warn at start whenever either is on', async () => {
    const warnings = (lines: Record<string, unknown>[]) => lines.filter((line) => line.level === 40).map((line) => String(line.msg))
    const on = await loggedApp({})
    open = on.app
    expect(warnings(on.lines)).toEqual(expect.arrayContaining([expect.stringMatching(/dev sign-in is on/), expect.stringMatching(/dev payment provider is on/)]))
    await closeTestApp(on.app)
    const payOnly = await loggedApp({ WECHAT_APP_ID: 'wxmini', DEV_PAY: 'true' })
    open = payOnly.app
    expect(warnings(payOnly.lines).filter((text) => /dev (sign-in|payment)/.test(text))).toEqual([expect.stringMatching(/dev payment provider is on/)])
    await closeTestApp(payOnly.app)
    const off = await loggedApp({ WECHAT_APP_ID: 'wxmini' })
    open = off.app
    expect(warnings(off.lines).filter((text) => /dev (sign-in|payment)/.test(text))).toEqual([])
  }, 60_000) // three apps built in turn
})

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so a spoofed X-Forwarded-For neither escapes the per-address sign-in limit nor is logged', async () => {
    const { app, lines } = await loggedApp({})
    open = app
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/tarot/rest/login/sign-in',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { provider: 'dev', name: `n${i}` },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const addresses = lines.filter((line) => line.msg === 'incoming request').map((line) => (line.req as { remoteAddress?: string }).remoteAddress)
    expect(addresses.length).toBe(22)
    expect(new Set(addresses)).toEqual(new Set(['203.0.113.7']))
  })

  it('believes X-Forwarded-For only from the proxies it names', async () => {
    const { app } = await loggedApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })
    open = app
    app.get('/ip', async (request) => ({ ip: request.ip }))
    const viaProxy = await app.inject({ method: 'GET', url: '/ip', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect(viaProxy.json()).toEqual({ ip: '198.51.100.9' })
    const direct = await app.inject({ method: 'GET', url: '/ip', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect(direct.json()).toEqual({ ip: '203.0.113.7' })
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({}).trustProxy).toBe(false)
  })
})

describe('request time-outs', () => {
  /** Opens a socket, writes `head`, then one byte every `everyMs`; resolves with what came back and when the socket closed. */
  function trickle(port: number, head: string, byte: string, everyMs: number, giveUpMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now()
      const socket = connect(port, '127.0.0.1')
      let answer = ''
      const timer = setInterval(() => socket.writable && socket.write(byte), everyMs)
      const end = () => {
        clearInterval(timer)
        clearTimeout(stop)
        resolve({ answer, closedAfterMs: Date.now() - started })
      }
      const stop = setTimeout(() => socket.destroy(), giveUpMs)
      socket.on('connect', () => socket.write(head))
      socket.on('data', (chunk) => (answer += chunk.toString()))
      socket.on('error', () => {})
      socket.on('close', end)
    })
  }

  it('closes a request whose body trickles in past REQUEST_TIMEOUT_MS', async () => {
    const app = await testApp({ env: { REQUEST_TIMEOUT_MS: '1000' } })
    open = app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const head = `POST /tarot/rest/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`
    const result = await trickle(port, head, ' ', 100, 10_000)
    expect(result.closedAfterMs).toBeLessThan(3_000)
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes a connection whose headers trickle in past REQUEST_TIMEOUT_MS', async () => {
    const app = await testApp({ env: { REQUEST_TIMEOUT_MS: '1000' } })
    open = app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const result = await trickle(port, 'GET /tarot/rest/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n', 100, 10_000)
    expect(result.closedAfterMs).toBeLessThan(3_000)
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('defaults to 30 seconds, and closes a silent socket after twice that', async () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000)
    const app = await testApp()
    open = app
    expect({ request: app.server.requestTimeout, headers: app.server.headersTimeout, idle: app.server.timeout }).toEqual({ request: 30_000, headers: 30_000, idle: 60_000 })
  })
})

describe('the API docs page', () => {
  it('is off in production', async () => {
    const { app } = await loggedApp({ NODE_ENV: 'production' })
    open = app
    for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`]) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  })

  it('is on in production with API_DOCS=true, and outside production', async () => {
    const { app } = await loggedApp({ NODE_ENV: 'production', API_DOCS: 'true' })
    open = app
    expect((await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).statusCode).toBe(200)
    expect(loadConfig({}).apiDocs).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'false' }).apiDocs).toBe(false)
  })
})

describe('the H5 app', () => {
  it('redirects /tarot/h5app to /tarot/h5app/', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-h5-'))
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><script>document.title="x"</script><script defer src="/tarot/h5app/js/app.js"></script>')
    const app = await testApp({ env: { H5_DIR: dir } })
    open = app
    const bare = await app.inject({ method: 'GET', url: '/tarot/h5app' })
    expect(bare.statusCode).toBe(302)
    expect(bare.headers.location).toBe('/tarot/h5app/')
    expect((await app.inject({ method: 'GET', url: '/tarot/h5app?from=share' })).headers.location).toBe('/tarot/h5app/?from=share')
    expect((await app.inject({ method: 'GET', url: '/tarot/h5app/' })).statusCode).toBe(200)
  })

  it("answers the browser's /favicon.ico with the app's icon, the same file the page links", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-h5-'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><link rel="icon" href="favicon.ico">')
    const icon = Buffer.from([0, 0, 1, 0, 1, 0, 32, 32])
    writeFileSync(path.join(dir, 'favicon.ico'), icon)
    const app = await testApp({ env: { H5_DIR: dir } })
    open = app
    for (const url of ['/favicon.ico', '/tarot/h5app/favicon.ico']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.rawPayload.equals(icon), url).toBe(true)
    }
  })

  it('is served under a CSP whose script-src allows its own inline script by hash and no unsafe-inline', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-h5-'))
    const inline = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>t</title><script>${inline}</script><script defer="defer" src="/tarot/h5app/js/app.js"></script>`)
    const app = await testApp({ env: { H5_DIR: dir } })
    open = app
    const page = await app.inject({ method: 'GET', url: '/tarot/h5app/' })
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]
    // WeChat's JS-SDK is the one script from elsewhere (H5 loads it inside WeChat's browser only).
    expect(scriptSrc).toBe(`'self' https://res.wx.qq.com 'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
})
