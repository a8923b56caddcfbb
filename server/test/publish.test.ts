import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { ARTICLES_VERSION } from '@tarot/content/article-version'
import { resetArticles } from '@tarot/content/articles'
import { SPREADS_VERSION } from '@tarot/core/spreads'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type DatabaseHandle, openDatabase } from '../src/db/client'
import { PublishedContentRepository } from '../src/db/published-content'
import { runPublish } from '../src/publish'
import { PUBLISHED_FILES, publishedDir } from '../src/services/published'
import { testDatabase } from './support/database'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const spreadsV40 = ['--spreads', path.join(fixtures, 'spreads-v40.json'), '--layouts', path.join(fixtures, 'layouts-v40.json')]

/**
 * Publishing without a release: a newer spread catalogue (with the layout of its new spread) and a newer
 * article set, published into the database by `npm run publish:content`, are put in force while the server
 * runs; content that does not check out leaves the bundled content in force.
 */
describe('content published without a release', () => {
  let app: FastifyInstance
  let clock = 1_000_000
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-publish-'))
  let repository: PublishedContentRepository

  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') }), database: await testDatabase('pglite'), now: () => clock })
    repository = new PublishedContentRepository(app.database.db)
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
    expect(await runPublish(spreadsV40, repository)).toEqual({ ok: true, lines: [expect.stringContaining('spread catalogue version 40')] })
    clock += 5000
    const version = (await get('/versionApp.json?2')).json().data
    expect(version.spreads.en).toBe(40)
    expect(version.static).toContain('/layout/moon.json')
    const daily = (await get('/spreadsApp.json')).json().list.find((c: { id: string }) => c.id === 'daily')
    expect(daily.spreads.map((s: { id: string }) => s.id)).toContain('moon')
    expect((await get('/local/zh-Hant/spreadsApp.json')).json().version).toBe(40)
    expect((await get('/layout/moon.json')).json().data.positions).toHaveLength(3)

    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const cards = [
      { id: 'Major18', orientation: 'upright' },
      { id: 'Cups07', orientation: 'reversed' },
      { id: 'Coins01', orientation: 'upright' },
    ]
    const reading = (
      await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'moon', question: 'How will my new project grow this season?', cards } })
    ).json()
    expect(reading.code).toBe(0)
    const stream = (await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.data.id}/interpretation`, headers })).payload
    expect(stream).toContain('event: done')
    expect(stream).toContain('Waxing Moon')
  })

  it('refuses to publish content that does not check out, leaving what is published in force', async () => {
    const noLayouts = path.join(dir, 'no-layouts.json')
    writeFileSync(noLayouts, JSON.stringify({}))
    const refused = await runPublish(['--spreads', path.join(fixtures, 'spreads-v40.json'), '--layouts', noLayouts], repository)
    expect(refused.ok).toBe(false)
    expect(refused.lines[0]).toMatch(/^publish: spread catalogue refused/)
    clock += 5000
    expect((await get('/versionApp.json?3')).json().data.spreads.en).toBe(40)
  })

  it('keeps the bundled catalogue when what is in the database does not check out (published by another release)', async () => {
    await repository.publish([{ kind: 'layouts', body: {}, version: null }])
    clock += 5000
    expect((await get('/versionApp.json?4')).json().data.spreads.en).toBe(SPREADS_VERSION)
    expect((await get('/layout/moon.json')).statusCode).toBe(404)
  })

  it('puts a newer article set in force', async () => {
    const article = {
      id: 'moon-notes',
      'zh-Hans': { title: '月亮笔记', summary: '摘要', body: '正文。' },
      'zh-Hant': { title: '月亮筆記', summary: '摘要', body: '正文。' },
      en: { title: 'Moon notes', summary: 'Summary', body: 'Body.' },
    }
    const file = path.join(dir, 'articles.json')
    const newer = ARTICLES_VERSION + 1
    writeFileSync(file, JSON.stringify({ version: newer, articles: [article] }))
    expect((await runPublish(['--articles', file], repository)).ok).toBe(true)
    clock += 5000
    expect((await get('/versionApp.json?5')).json().data.articles.en).toBe(newer)
    expect((await get('/articles/index.json')).json()).toEqual({ version: newer, list: [{ id: 'moon-notes', title: 'Moon notes' }] })
    expect((await get('/local/en/articles/moon-notes.json')).json().title).toBe('Moon notes')
  })

  it('withdraws everything published, back to the bundled content', async () => {
    expect(await runPublish(['--withdraw'], repository)).toEqual({ ok: true, lines: [expect.stringContaining('withdrawn (3 published kinds removed)')] })
    clock += 5000
    const version = (await get('/versionApp.json?6')).json().data
    expect(version.spreads.en).toBe(SPREADS_VERSION)
    expect(version.articles.en).toBe(ARTICLES_VERSION)
  })

  it('asks for something to publish', async () => {
    expect(await runPublish([], repository)).toEqual({ ok: false, lines: [expect.stringMatching(/nothing to publish/)] })
  })
})

describe('content published into DATA_DIR before it lived in the database', () => {
  it('is imported once at start, and the folder set aside so a withdrawal is not undone by a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-publish-'))
    const published = publishedDir(dir)
    mkdirSync(published, { recursive: true })
    copyFileSync(path.join(fixtures, 'spreads-v40.json'), path.join(published, PUBLISHED_FILES.spreads))
    copyFileSync(path.join(fixtures, 'layouts-v40.json'), path.join(published, PUBLISHED_FILES.layouts))
    const database = await testDatabase('pglite')
    const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') })
    try {
      const upgraded = await buildApp({ config, database })
      expect((await upgraded.inject({ method: 'GET', url: '/versionApp.json?1' })).json().data.spreads.en).toBe(40)
      expect(existsSync(published)).toBe(false)
      expect(existsSync(`${published}.imported`)).toBe(true)
      await upgraded.close()

      await runPublish(['--withdraw'], new PublishedContentRepository(database.db))
      const restarted = await buildApp({ config, database })
      expect((await restarted.inject({ method: 'GET', url: '/versionApp.json?2' })).json().data.spreads.en).toBe(SPREADS_VERSION)
      await restarted.close()
    } finally {
      await database.close()
    }
  })
})

describe('the publish command on the embedded database', () => {
  let holder: DatabaseHandle
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-publish-'))
  beforeAll(async () => {
    holder = await openDatabase({ dataDir: dir, migrationsDir: path.resolve(import.meta.dirname, '../drizzle') })
  })
  afterAll(() => holder.close())

  it('refuses while a server holds it, saying to stop the server or use PostgreSQL, and changes nothing', async () => {
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
    const run = promisify(execFile)(tsx, [path.resolve(import.meta.dirname, '../src/publish.ts'), ...spreadsV40], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } })
    const failed = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(`in use by process ${process.pid}`)
    expect(failed?.stderr).toMatch(/stop the server.*PostgreSQL \(DATABASE_URL\)/s)
    expect(await new PublishedContentRepository(holder.db).all()).toEqual([])
  }, 60_000)

  it('opens over a lock left by a process that died (a server killed with SIGKILL)', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'tarot-publish-'))
    const dead = await new Promise<number>((resolve) => {
      const child = execFile(process.execPath, ['-e', ''])
      child.once('exit', () => resolve(child.pid!))
    })
    mkdirSync(path.join(other, 'pgdata'), { recursive: true })
    writeFileSync(path.join(other, 'pgdata.lock'), String(dead))
    const reopened = await openDatabase({ dataDir: other, migrationsDir: path.resolve(import.meta.dirname, '../drizzle') })
    expect(readFileSync(path.join(other, 'pgdata.lock'), 'utf8')).toBe(String(process.pid))
    await reopened.close()
    expect(existsSync(path.join(other, 'pgdata.lock'))).toBe(false)
    // A fresh database on disk with every migration: many seconds on a busy 2-core machine.
  }, 60_000)
})
