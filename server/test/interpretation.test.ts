import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LANGUAGES } from '@tarot/core/language'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { composeReading } from '../src/services/interpreter/offline'
import { testDatabase } from './support/database'

const celticCards = ['Major16', 'Cups03', 'Swords09', 'Wands01', 'Coins07', 'Major17', 'Cups14', 'Swords02', 'Wands10', 'Major21'].map((id, i) => ({
  id,
  orientation: (i % 3 === 0 ? 'reversed' : 'upright') as 'reversed' | 'upright',
}))

describe('the offline interpreter', () => {
  it.each(LANGUAGES)('writes a whole, deterministic reading in %s', (language) => {
    const input = { question: 'What do I need to understand about my work this year?', language, spreadId: 'celtic', cards: celticCards }
    const a = composeReading(input)
    expect(composeReading(input)).toEqual(a)
    const text = a.join('\n\n')
    // An overview, one section per position, the relations and advice.
    expect(a.filter((p) => p.startsWith('## '))).toHaveLength(4)
    for (let i = 1; i <= 10; i += 1) expect(text).toContain(`${i}. `)
    expect(text.length).toBeGreaterThan(language === 'en' ? 2500 : 900)
  })

  it('reads the aspect the question is about', async () => {
    const { cardText } = await import('@tarot/content/cards')
    const cards = [{ id: 'Wands03', orientation: 'upright' as const }]
    const work = composeReading({ question: 'What should I know about my new job?', language: 'en', spreadId: 'one', cards }).join('\n')
    expect(work).toContain(cardText('Wands03', 'en')!.career.upright)
    const love = composeReading({ question: '我和伴侣的关系会怎样发展？', language: 'zh-Hans', spreadId: 'one', cards }).join('\n')
    expect(love).toContain(cardText('Wands03', 'zh-Hans')!.love.upright)
  })

  it('names each card in its orientation, with the position question', () => {
    const text = composeReading({ question: 'How will love grow?', language: 'en', spreadId: 'pyramid', cards: [
      { id: 'Cups02', orientation: 'upright' }, { id: 'Major06', orientation: 'reversed' }, { id: 'Swords03', orientation: 'upright' }, { id: 'Coins10', orientation: 'upright' },
    ] }).join('\n')
    expect(text).toContain('Two of Cups (upright)')
    expect(text).toContain('The Lovers (reversed)')
    expect(text).toContain('This position asks:')
  })
})

describe('POST /tarot/rest/readings/{id}/interpretation (server-sent events)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
    app = await buildApp({ config: loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') }), database: await testDatabase() })
  })
  afterAll(async () => {
    await app.close()
    await app.database.close()
  })

  const events = (payload: string) =>
    payload
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => ({ event: block.split('\n')[0]!.slice(7), data: JSON.parse(block.split('\n')[1]!.slice(6)) }))

  it('streams meta, text deltas and done, stores the text, and serves it whole afterwards', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const headers = { 'tarot-token': token, 'tarot-lang': 'zh-Hant' }
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: {
      spreadId: 'ppf', question: '接下來三個月我該專注在什麼？', cards: [{ id: 'Major00', orientation: 'upright' }, { id: 'Cups04', orientation: 'reversed' }, { id: 'Coins08', orientation: 'upright' }],
    } })).json().data
    const res = await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    expect(res.headers['content-type']).toContain('text/event-stream')
    const stream = events(res.payload)
    expect(stream[0]).toEqual({ event: 'meta', data: { engine: 'offline', stored: false } })
    expect(stream.at(-1)?.event).toBe('done')
    const deltas = stream.filter((e) => e.event === 'delta')
    expect(deltas.length).toBeGreaterThan(10)
    const text = deltas.map((e) => e.data.text).join('')
    expect(text).toContain('愚人')
    const whole = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).json().data
    expect(whole).toEqual({ text, engine: 'offline' })
    const again = events((await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).payload)
    expect(again[0]?.data.stored).toBe(true)
    expect(again.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(text)
  })
})
