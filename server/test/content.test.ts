import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PublishedArticleIndex, PublishedLayout, PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { closeTestApp, testApp } from './support/app'
import { testDatabase } from './support/database'

let app: FastifyInstance

beforeAll(async () => {
  app = await testApp()
})
afterAll(() => closeTestApp(app))

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('the data host (spec §7 GET /local/{lang}/...)', () => {
  it('uses an empty language segment for Simplified Chinese, zh-Hant and en for the others', async () => {
    const hans = (await get('/local/cards/Major00.json')).json()
    const hant = (await get('/local/zh-Hant/cards/Major00.json')).json()
    const en = (await get('/local/en/cards/Major00.json')).json()
    expect(hans.name).toBe('愚人')
    expect(hant.name).toBe('愚人')
    expect(en.name).toBe('The Fool')
    expect(en).toMatchObject({ id: 'Major00', arcana: 'major', hebrew: 'Aleph' })
    expect(typeof en.upright).toBe('string')
    expect(en.love).toHaveProperty('reversed')
  })

  it('publishes the spread catalogue (version 39) and the article index (version 7) per language', async () => {
    const spreads = (await get('/local/en/spreadsApp.json')).json()
    expect(spreads.version).toBe(39)
    expect(spreads.list.map((c: { name: string }) => c.name)).toContain('Daily Tarot')
    const index = (await get('/local/zh-Hant/articles/index.json')).json()
    expect(index.version).toBe(7)
    expect(index.list).toHaveLength(10)
    expect(index.list[0]).toEqual({ id: 'what-is-tarot', title: expect.any(String) })
    const article = (await get('/local/en/articles/art-of-asking.json')).json()
    expect(article.body.length).toBeGreaterThan(1000)
  })

  it.each(['', 'zh-Hant/', 'en/'])('serves files that match the shared contracts (/local/%s)', async (segment) => {
    expect(PublishedSpreadCatalogue.safeParse((await get(`/local/${segment}spreadsApp.json`)).json()).success).toBe(true)
    expect(PublishedArticleIndex.safeParse((await get(`/local/${segment}articles/index.json`)).json()).success).toBe(true)
    expect(PublishedLayout.safeParse((await get('/layout/months.json')).json()).success).toBe(true)
  })

  it('publishes the user agreement, privacy policy and deletion agreement in each language', async () => {
    for (const id of ['user-agreement', 'privacy-policy', 'deletion-agreement']) {
      const en = (await get(`/local/en/pages/${id}.json`)).json()
      expect(en).toMatchObject({ id, version: expect.any(Number), effective: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      expect(en.body.length).toBeGreaterThan(500)
      const hans = (await get(`/local/pages/${id}.json`)).json()
      expect(hans.title).not.toBe(en.title)
    }
    expect((await get('/local/en/pages/user-agreement.json')).json().title).toBe('User Agreement')
  })

  it('lists the 78 cards for the library', async () => {
    const list = (await get('/local/en/cards/index.json')).json().list
    expect(list).toHaveLength(78)
    expect(list[22]).toMatchObject({ id: 'Wands01', suit: 'Wands', number: 1 })
  })

  it('serves a spread layout as data', async () => {
    const res = await get('/layout/celtic.json')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.positions).toHaveLength(10)
  })

  it('revalidates with an ETag', async () => {
    const first = await get('/local/en/cards/Cups01.json')
    const again = await get('/local/en/cards/Cups01.json', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('answers a missing file with a localized 404', async () => {
    const res = await get('/local/en/cards/Major99.json', { 'tarot-lang': 'en' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404000, message: 'The requested resource does not exist' })
    expect((await get('/layout/nope.json')).statusCode).toBe(404)
  })
})

describe('the resources host (/res/)', () => {
  it('serves rendered card art as PNG, at 1× and 2×', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs')
    const { Resvg } = await import('@resvg/resvg-js')
    const { cardSvg } = await import('../../packages/content/art/card-art.mjs')
    const { FONT } = await import('../../packages/content/art/fonts.mjs')
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-res-'))
    mkdirSync(path.join(dir, 'cards'))
    writeFileSync(path.join(dir, 'cards', 'Major00.png'), new Resvg(cardSvg('Major00'), { font: FONT }).render().asPng())
    // render.mjs writes the 2× face beside each, for sharp screens.
    writeFileSync(path.join(dir, 'cards', 'Major00@2x.png'), new Resvg(cardSvg('Major00'), { font: FONT, fitTo: { mode: 'width', value: 600 } }).render().asPng())
    const withArt = await buildApp({ config: loadConfig({ DATA_DIR: dir, RES_DIR: dir, H5_DIR: path.join(dir, 'none') }), database: await testDatabase() })
    const res = await withArt.inject({ method: 'GET', url: '/res/cards/Major00.png' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    const sharp = await withArt.inject({ method: 'GET', url: '/res/cards/Major00@2x.png' })
    expect(sharp.statusCode).toBe(200)
    expect(sharp.headers['content-type']).toBe('image/png')
    expect(sharp.rawPayload.readUInt32BE(16)).toBe(600) // the PNG header's width
    expect((await withArt.inject({ method: 'GET', url: '/res/cards/Major99.png' })).statusCode).toBe(404)
    await withArt.close()
    await withArt.database.close()
  })
})
