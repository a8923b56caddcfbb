import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resetArticles } from '@tarot/content/articles'
import { SPREADS_VERSION } from '@tarot/core/spreads'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { PUBLISHED_FILES, publishedDir } from '../src/services/published'
import { testDatabase } from './support/database'

/**
 * Publishing without a release: a newer spread catalogue (with the layout of its new
 * spread) and a newer article set dropped into DATA_DIR/published are put in force
 * while the server runs, and a broken file leaves the bundled content in force.
 */
describe('content published without a release', () => {
  let app: FastifyInstance
  let clock = 1_000_000
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-publish-'))
  const published = publishedDir(dir)
  const fixtures = path.join(import.meta.dirname, 'fixtures')

  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') }), database: await testDatabase('pglite'), now: () => clock })
  })
  afterAll(async () => {
    await app.close()
    await app.database.close()
    resetArticles()
  })

  const get = (url: string, lang = 'en') => app.inject({ method: 'GET', url, headers: { 'tarot-lang': lang } })

  it('serves the bundled versions until something is published', async () => {
    expect((await get('/versionApp.json?1')).json().data.spreads).toEqual({ '': SPREADS_VERSION, 'zh-Hant': SPREADS_VERSION, en: SPREADS_VERSION })
  })

  it('puts a newer spread catalogue in force: version file, catalogue, layout, and readings with the new spread', async () => {
    mkdirSync(published, { recursive: true })
    copyFileSync(path.join(fixtures, 'spreads-v38.json'), path.join(published, PUBLISHED_FILES.spreads))
    copyFileSync(path.join(fixtures, 'layouts-v38.json'), path.join(published, PUBLISHED_FILES.layouts))
    clock += 5000
    const version = (await get('/versionApp.json?2')).json().data
    expect(version.spreads.en).toBe(38)
    expect(version.static).toContain('/layout/moon.json')
    const daily = (await get('/spreadsApp.json')).json().list.find((c: { id: string }) => c.id === 'daily')
    expect(daily.spreads.map((s: { id: string }) => s.id)).toContain('moon')
    expect((await get('/local/zh-Hant/spreadsApp.json')).json().version).toBe(38)
    expect((await get('/layout/moon.json')).json().data.positions).toHaveLength(3)

    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const cards = [{ id: 'Major18', orientation: 'upright' }, { id: 'Cups07', orientation: 'reversed' }, { id: 'Coins01', orientation: 'upright' }]
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'moon', question: 'How will my new project grow this season?', cards } })).json()
    expect(reading.code).toBe(0)
    const stream = (await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.data.id}/interpretation`, headers })).payload
    expect(stream).toContain('event: done')
    expect(stream).toContain('Waxing Moon')
  })

  it('keeps the bundled catalogue when a published file does not check out', async () => {
    writeFileSync(path.join(published, PUBLISHED_FILES.layouts), JSON.stringify({}))
    clock += 5000
    expect((await get('/versionApp.json?3')).json().data.spreads.en).toBe(SPREADS_VERSION)
    expect((await get('/layout/moon.json')).statusCode).toBe(404)
  })

  it('puts a newer article set in force', async () => {
    const article = { id: 'moon-notes', 'zh-Hans': { title: '月亮笔记', summary: '摘要', body: '正文。' }, 'zh-Hant': { title: '月亮筆記', summary: '摘要', body: '正文。' }, en: { title: 'Moon notes', summary: 'Summary', body: 'Body.' } }
    writeFileSync(path.join(published, PUBLISHED_FILES.articles), JSON.stringify({ version: 5, articles: [article] }))
    clock += 5000
    expect((await get('/versionApp.json?4')).json().data.articles.en).toBe(5)
    expect((await get('/articles/index.json')).json()).toEqual({ version: 5, list: [{ id: 'moon-notes', title: 'Moon notes' }] })
    expect((await get('/local/en/articles/moon-notes.json')).json().title).toBe('Moon notes')
  })
})
