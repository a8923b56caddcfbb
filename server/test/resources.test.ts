import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

describe('the resources host', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-res-'))
    mkdirSync(path.join(dir, 'cards'))
    writeFileSync(path.join(dir, 'cards/Major00.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
    app = await testApp({ env: { RES_DIR: dir } })
  })
  afterAll(() => closeTestApp(app))

  it('lets a browser keep card art for a day instead of asking again on every view', async () => {
    const res = await app.inject({ url: '/res/cards/Major00.png' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect((await app.inject({ url: '/res/cards/Major99.png' })).statusCode).toBe(404)
  })
})
