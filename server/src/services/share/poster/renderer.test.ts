import { afterEach, describe, expect, it } from 'vitest'
import { GlyphCache } from './glyphs'
import { type PosterJob, composeJob, svgToPng } from './poster-job'
import { DEFAULT_POSTER_FONTS, PosterRefused, PosterRenderer } from './renderer'

/** Today's card as a small poster; `day` makes each job a different poster. */
const job = (day: number, card = 'Major17'): PosterJob => ({
  kind: 'today',
  input: {
    language: 'en',
    size: 'chat',
    card: { id: card, orientation: 'upright', name: 'The Star' },
    keywords: ['hope', 'renewal'],
    meaning: 'Hope returns after a hard season.',
    day: `2026-11-${String(day).padStart(2, '0')}`,
    code: { link: 'https://tarot.example.com/tarot/h5app/', miniCode: null },
  },
})

const renderers: PosterRenderer[] = []
const renderer = (options: ConstructorParameters<typeof PosterRenderer>[1]) => {
  const made = new PosterRenderer(DEFAULT_POSTER_FONTS, options)
  renderers.push(made)
  return made
}
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()))
})

const isPng = (png: Buffer) => png.subarray(1, 4).toString() === 'PNG'

describe('the poster pool', () => {
  it('draws in worker threads the same PNG the event loop would have drawn', { timeout: 60_000 }, async () => {
    const pool = renderer({ workers: 1, queue: 0 })
    const inThread = svgToPng(composeJob(job(1), new GlyphCache(pool.fonts.glyphFiles)).svg, pool.fonts.serifFiles)
    const fromPool = await pool.render(job(1))
    expect(isPng(fromPool)).toBe(true)
    expect(fromPool.equals(inThread)).toBe(true)
    expect(pool.stats.threads).toBe(1)
  })

  it('runs at most POSTER_WORKERS renders and lets POSTER_QUEUE wait; more are refused as busy at once, and the pool takes work again after', { timeout: 60_000 }, async () => {
    const pool = renderer({ workers: 1, queue: 1 })
    const started = Date.now()
    const results = await Promise.allSettled([1, 2, 3, 4].map((day) => pool.render(job(day))))
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as PosterRefused)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect(refused).toHaveLength(2)
    for (const error of refused) expect(error).toBeInstanceOf(PosterRefused)
    expect(refused.map((e) => e.reason)).toEqual(['busy', 'busy'])
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(pool.stats.threads).toBe(1)
    expect(pool.stats.inPool).toBe(0)
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(isPng(await pool.render(job(5)))).toBe(true)
  })

  it('starts no more threads than POSTER_WORKERS however many renders wait', { timeout: 60_000 }, async () => {
    const pool = renderer({ workers: 2, queue: 4 })
    const pngs = await Promise.all([1, 2, 3, 4, 5, 6].map((day) => pool.render(job(day))))
    expect(pngs.every(isPng)).toBe(true)
    expect(pool.stats.threads).toBe(2)
  })
})

describe('the rendered-poster cache', () => {
  it('counts a render against the budget only when the poster is neither kept nor being drawn', { timeout: 60_000 }, async () => {
    const pool = renderer({ workers: 1, queue: 4 })
    let budgeted = 0
    const budget = async () => {
      budgeted += 1
    }
    const [a, b] = await Promise.all([pool.cached('one', () => job(1), budget), pool.cached('one', () => job(1), budget)])
    expect(a.equals(b)).toBe(true)
    expect(budgeted).toBe(1)
    expect(await pool.cached('one', () => job(1), budget)).toBe(a)
    expect(budgeted).toBe(1)
    await pool.cached('two', () => job(2), budget)
    expect(budgeted).toBe(2)
  })

  it('draws nothing when the budget refuses', { timeout: 60_000 }, async () => {
    const pool = renderer({ workers: 1, queue: 4 })
    const refuse = async () => {
      throw new PosterRefused('address', 30)
    }
    await expect(pool.cached('one', () => job(1), refuse)).rejects.toMatchObject({ reason: 'address', retryAfterSeconds: 30 })
    expect(pool.stats).toMatchObject({ threads: 0, cached: 0 })
  })

  it('keeps posters within its byte bound, the least recently used dropped first', { timeout: 60_000 }, async () => {
    const one = (await renderer({ workers: 1, queue: 0 }).render(job(1))).length
    const pool = renderer({ workers: 1, queue: 4, maxBytes: Math.floor(one * 2.5) })
    for (const day of [1, 2, 3, 4]) await pool.cached(`day-${day}`, () => job(day))
    expect(pool.stats.cached).toBe(2)
    expect(pool.stats.cachedBytes).toBeLessThanOrEqual(one * 2.5)
    let drawn = 0
    await pool.cached(
      'day-4',
      () => job(4),
      async () => void (drawn += 1),
    )
    await pool.cached(
      'day-1',
      () => job(1),
      async () => void (drawn += 1),
    )
    // day-4 was kept; day-1, the oldest, had been dropped and is drawn again.
    expect(drawn).toBe(1)
  })
})

describe('the glyph outlines', () => {
  // Common characters: 240 of them, far more than the small bound below holds.
  const HANZI =
    '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴'.slice(
      0,
      240,
    )
  const chunks = (size: number) => Array.from({ length: Math.ceil(HANZI.length / size) }, (_, i) => HANZI.slice(i * size, (i + 1) * size))
  const face = { family: 'Noto Sans CJK SC', weight: 400 }

  it('keeps outlines within its byte bound however many characters posters print, and lays out a dropped one again', { timeout: 60_000 }, () => {
    const fonts = DEFAULT_POSTER_FONTS.filter((file) => !/Liberation/.test(file))
    const bound = 40_000
    const glyphs = new GlyphCache(fonts, bound)
    const first = glyphs.line(face, HANZI.slice(0, 20), 0, 0, 40, '#fff')
    expect(first).toContain('<path')
    for (const line of chunks(20)) {
      glyphs.line(face, line, 0, 0, 40, '#fff')
      // Never more than the bound, but for the line being laid out (its outlines are all needed at once).
      expect(glyphs.stats.bytes).toBeLessThanOrEqual(bound + 20 * 2_500)
    }
    expect(glyphs.stats.bytes).toBeLessThanOrEqual(bound + 20 * 2_500)
    expect(glyphs.stats.glyphs).toBeLessThan(new Set(HANZI).size)
    // The first line's outlines were dropped long ago; asked again, they come back the same.
    expect(glyphs.line(face, HANZI.slice(0, 20), 0, 0, 40, '#fff')).toBe(first)
  })

  it('holds every outline a few hundred posters print under the default bound', { timeout: 60_000 }, () => {
    const glyphs = new GlyphCache(DEFAULT_POSTER_FONTS.filter((file) => !/Liberation/.test(file)))
    for (const line of chunks(60)) glyphs.line(face, line, 0, 0, 40, '#fff')
    expect(glyphs.stats.glyphs).toBeGreaterThanOrEqual(new Set(HANZI).size)
    expect(glyphs.stats.bytes).toBeLessThan(glyphs.stats.maxBytes)
    console.log(`glyph outlines: ${glyphs.stats.glyphs} characters in ${Math.round(glyphs.stats.bytes / 1024)} KB (${Math.round(glyphs.stats.bytes / glyphs.stats.glyphs)} bytes each)`)
  })
})
