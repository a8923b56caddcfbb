import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './language'
import { ALLOWED_ANGLES, cardBounds, cardsOverlap, unintendedOverlaps } from './layout'
import {
  BUNDLED_CATALOGUE,
  SPREADS_VERSION,
  aiTier as aiTierIn,
  catalogueVersion,
  checkCatalogue,
  localizeSpread,
  spreadCatalogue as catalogueIn,
  spreadIds,
  spreadLayout as layoutIn,
  spreadSource as sourceIn,
} from './spreads'

const C = BUNDLED_CATALOGUE
const CATALOGUE_SOURCE = C.source
const SPREAD_IDS = spreadIds(C)
const spreadSource = (id: string) => sourceIn(C, id)
const aiTier = (id: string) => aiTierIn(C, id)
const spreadLayout = (id: string) => layoutIn(C, id)
const spreadCatalogue = (language: Parameters<typeof catalogueIn>[1]) => catalogueIn(C, language)

const byEnglishName = new Map(SPREAD_IDS.map((id) => [spreadSource(id)!.name.en, id]))
const idOf = (name: string) => {
  const id = byEnglishName.get(name)
  if (!id) throw new Error(`no spread named ${name}`)
  return id
}

describe('the spread catalogue (spec §3)', () => {
  it('is version 37 with 37 spreads in the 7 categories, in order', () => {
    expect(CATALOGUE_SOURCE.version).toBe(SPREADS_VERSION)
    expect(SPREAD_IDS).toHaveLength(37)
    expect(new Set(SPREAD_IDS).size).toBe(37)
    expect(Object.keys(CATALOGUE_SOURCE.spreads).sort()).toEqual([...SPREAD_IDS].sort())
    expect(CATALOGUE_SOURCE.categories.map((c) => c.name.en)).toEqual([
      'Daily Tarot',
      'Future Prediction',
      'Decision Guidance',
      'Love & Relationship',
      'Career & Wealth',
      'Fortune Prediction',
      'Self-Exploration',
    ])
  })

  it('has exactly the five free AI spreads of Daily Tarot', () => {
    const free = SPREAD_IDS.filter((id) => aiTier(id) === 'free')
    expect(free.map((id) => spreadSource(id)!.name.en).sort()).toEqual(['One Card Spread', 'Choice and Consequence', "Today's Major Events", 'Weekly Events', 'Energy Pointer'].sort())
    expect(free.every((id) => spreadSource(id)!.category === 'daily')).toBe(true)
  })

  it('has every named pro spread, and the love, career and fortune ones recommended', () => {
    const pro = ['Holy Triangle', 'Diamond Spread', 'The Four Elements', 'Grand Cross', 'Celtic Cross', 'Choose Between Two']
    const recommended = [
      "Lovers' Pyramid",
      'Love Seeking',
      'Tree of Love',
      'Relationship Spread',
      'Gypsy Cross',
      'Marriage Insight',
      'Breakup Divination',
      "Love's Fade Away",
      'Career Prospects',
      'Star of the Future',
    ]
    for (const name of [...pro, ...recommended]) expect(aiTier(idOf(name)), name).toBe('pro')
    for (const name of recommended) expect(spreadSource(idOf(name))!.tj, name).toBe(1)
  })

  it('has a hidden spread and exactly one spread without AI: the 48-position one', () => {
    expect(SPREAD_IDS.some((id) => spreadSource(id)!.hide)).toBe(true)
    const noAi = SPREAD_IDS.filter((id) => aiTier(id) === null)
    expect(noAi).toHaveLength(1)
    expect(spreadSource(noAi[0]!)!.positions).toHaveLength(48)
  })

  it('ranges from 1 to 21 cards among the other spreads', () => {
    const sizes = SPREAD_IDS.filter((id) => aiTier(id) !== null).map((id) => spreadSource(id)!.positions.length)
    expect(Math.min(...sizes)).toBe(1)
    expect(Math.max(...sizes)).toBe(21)
  })

  it.each(LANGUAGES)('names and explains every position in %s', (language) => {
    for (const id of SPREAD_IDS) {
      const spread = spreadSource(id)!
      expect(spread.name[language].trim(), id).not.toBe('')
      expect(spread.desc[language].trim(), id).not.toBe('')
      spread.positions.forEach((p, i) => {
        expect(p.name[language].trim(), `${id}#${i}`).not.toBe('')
        const length = language === 'en' ? p.meaning.en.split(/\s+/).length : Array.from(p.meaning[language]).length
        expect(length, `${id}#${i} ${language}`).toBeGreaterThanOrEqual(language === 'en' ? 6 : 10)
      })
    }
  })

  it('publishes a per-language catalogue with the spec fields', () => {
    const en = spreadCatalogue('en')
    expect(en.version).toBe(39)
    expect(en.list).toHaveLength(7)
    const celtic = en.list.flatMap((c) => c.spreads).find((s) => s.name === 'Celtic Cross')!
    expect(celtic).toMatchObject({ ai: { pro: true }, tj: 1 })
    expect(celtic.positions).toHaveLength(10)
    expect(spreadCatalogue('zh-Hant').list[0]!.name).not.toBe(en.list[0]!.name)
  })
})

describe('layouts', () => {
  it('match every spread position for position', () => {
    for (const id of SPREAD_IDS) expect(spreadLayout(id)?.positions.length, id).toBe(spreadSource(id)!.positions.length)
  })

  it('use only the allowed angles and stay on the board', () => {
    for (const id of SPREAD_IDS) {
      const layout = spreadLayout(id)!
      for (const p of layout.positions) expect(ALLOWED_ANGLES, id).toContain(p.angle)
      const b = cardBounds(layout)
      expect(b.minX, id).toBeGreaterThanOrEqual(-1e-6)
      expect(b.minY, id).toBeGreaterThanOrEqual(-1e-6)
      if (layout.self !== undefined) expect(layout.self, id).toBeLessThan(layout.positions.length)
    }
  })

  it('never overlap two cards unless the spread means it', () => {
    for (const id of SPREAD_IDS) expect(unintendedOverlaps(spreadLayout(id)!), id).toEqual([])
  })

  it('overlap where they say they do: the Celtic Cross crossing card at 90°', () => {
    for (const id of SPREAD_IDS) {
      const layout = spreadLayout(id)!
      for (const [i, j] of layout.overlaps ?? []) expect(cardsOverlap(layout.positions[i]!, layout.positions[j]!), `${id} ${i}-${j}`).toBe(true)
    }
    const celtic = spreadLayout(idOf('Celtic Cross'))!
    expect(celtic.positions[1]!.angle).toBe(90)
    expect(celtic.overlaps).toEqual([[0, 1]])
  })

  it('detects an overlap it was not told about', () => {
    expect(
      unintendedOverlaps({
        margin: 0,
        positions: [
          { x: 50, y: 85, angle: 0 },
          { x: 90, y: 85, angle: 90 },
        ],
      }),
    ).toEqual([[0, 1]])
    expect(
      unintendedOverlaps({
        margin: 0,
        positions: [
          { x: 50, y: 85, angle: 0 },
          { x: 151, y: 85, angle: 0 },
        ],
      }),
    ).toEqual([])
  })
})

describe('installing a published catalogue', () => {
  const moon = {
    category: 'daily',
    ai: { free: true },
    name: { 'zh-Hans': '月相', 'zh-Hant': '月相', en: 'Moon Phases' },
    desc: { 'zh-Hans': '跟着月亮看一件事。', 'zh-Hant': '跟著月亮看一件事。', en: 'Follow one matter through the moon.' },
    positions: [
      { name: { 'zh-Hans': '新月', 'zh-Hant': '新月', en: 'New moon' }, meaning: { 'zh-Hans': '开始', 'zh-Hant': '開始', en: 'Beginning' } },
      { name: { 'zh-Hans': '满月', 'zh-Hant': '滿月', en: 'Full moon' }, meaning: { 'zh-Hans': '圆满', 'zh-Hant': '圓滿', en: 'Fullness' } },
    ],
  }
  const published = (version: number) => ({
    ...CATALOGUE_SOURCE,
    version,
    categories: CATALOGUE_SOURCE.categories.map((c) => (c.id === 'daily' ? { ...c, spreads: [...c.spreads, 'moon'] } : c)),
    spreads: { ...CATALOGUE_SOURCE.spreads, moon },
  })
  const moonLayout = {
    moon: {
      margin: 20,
      positions: [
        { x: 60, y: 95, angle: 0 },
        { x: 180, y: 95, angle: 0 },
      ],
    },
  }
  it('checks a newer catalogue with its layouts into a value that every function reads', () => {
    const checked = checkCatalogue(published(SPREADS_VERSION + 1), moonLayout)
    if (!checked.ok) throw new Error(checked.error)
    const next = checked.catalogue
    expect(catalogueVersion(next)).toBe(SPREADS_VERSION + 1)
    expect(spreadIds(next)).toContain('moon')
    expect(localizeSpread(next, 'moon', 'en')?.positions.map((p) => p.name)).toEqual(['New moon', 'Full moon'])
    expect(aiTierIn(next, 'moon')).toBe('free')
    expect(layoutIn(next, 'moon')?.positions).toHaveLength(2)
    // The bundled catalogue is untouched: a value, not a module's state.
    expect(SPREAD_IDS).not.toContain('moon')
    expect(catalogueVersion(C)).toBe(SPREADS_VERSION)
  })

  it('refuses an older version, a spread without a layout, and a layout of the wrong size', () => {
    expect(checkCatalogue(published(SPREADS_VERSION), moonLayout)).toMatchObject({ ok: false, error: expect.stringContaining('not newer') })
    expect(checkCatalogue(published(SPREADS_VERSION + 1))).toMatchObject({ ok: false, error: 'spread moon has no layout' })
    expect(checkCatalogue(published(SPREADS_VERSION + 1), { moon: { margin: 0, positions: [{ x: 0, y: 0, angle: 0 }] } })).toMatchObject({
      ok: false,
      error: expect.stringContaining('2 positions but its layout 1'),
    })
  })

  it('refuses a catalogue that drops a spread saved readings use, or lists none at all', () => {
    const source = published(SPREADS_VERSION + 1) as { version: number; categories: { spreads: string[] }[]; spreads: Record<string, unknown> }
    const { cnc: _dropped, ...rest } = source.spreads
    const withoutOne = { ...source, categories: source.categories.map((c) => ({ ...c, spreads: c.spreads.filter((id) => id !== 'cnc') })), spreads: rest }
    expect(checkCatalogue(withoutOne, moonLayout)).toMatchObject({ ok: false, error: expect.stringContaining('drops 1 spread(s) (cnc)') })
    expect(checkCatalogue({ version: SPREADS_VERSION + 1, categories: [], spreads: {} })).toMatchObject({ ok: false, error: expect.stringContaining('drops') })
    expect(checkCatalogue({ ...source, categories: source.categories.map((c) => ({ ...c, spreads: [] })) }, moonLayout)).toEqual({ ok: false, error: 'no category lists a spread' })
  })
})
