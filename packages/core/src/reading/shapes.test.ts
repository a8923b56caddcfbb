import { describe, expect, it } from 'vitest'
import { BUNDLED_CATALOGUE } from '../spreads'
import { PAIR_KINDS, POSITION_ROLES, SPREAD_FAMILIES, type SpreadShape } from './roles'
import { SPREAD_SHAPES, inferRole, spreadShape } from './shapes'

const CATALOGUE_SOURCE = BUNDLED_CATALOGUE.source

const bundled = Object.entries(CATALOGUE_SOURCE.spreads)
const idOf = (englishName: string) => {
  const found = bundled.find(([, s]) => s.name.en === englishName)
  if (!found) throw new Error(`no spread named ${englishName}`)
  return found[0]
}
const shapeOf = (englishName: string) => SPREAD_SHAPES[idOf(englishName)]!
const pairKey = (p: { a: number; b: number }) => (p.a < p.b ? `${p.a}:${p.b}` : `${p.b}:${p.a}`)

/** Every position in exactly one group. */
function expectGroupsCoverOnce(shape: SpreadShape, count: number, label: string) {
  expect(shape.groups, label).toBeDefined()
  const flat = shape.groups!.flat()
  expect(
    shape.groups!.every((g) => g.length > 0),
    label,
  ).toBe(true)
  expect(
    [...flat].sort((x, y) => x - y),
    label,
  ).toEqual(Array.from({ length: count }, (_, i) => i))
}

function expectWellFormed(shape: SpreadShape, count: number, label: string) {
  expect(SPREAD_FAMILIES, label).toContain(shape.family)
  expect(shape.roles, label).toHaveLength(count)
  for (const role of shape.roles) expect(POSITION_ROLES, label).toContain(role)
  for (const p of shape.pairs) {
    expect(PAIR_KINDS, label).toContain(p.kind)
    expect(Number.isInteger(p.a) && Number.isInteger(p.b), label).toBe(true)
    expect(p.a >= 0 && p.a < count && p.b >= 0 && p.b < count, `${label} pair ${p.a}-${p.b} in range`).toBe(true)
    expect(p.a, `${label} pair relates two different positions`).not.toBe(p.b)
  }
  const keys = shape.pairs.map(pairKey)
  expect(new Set(keys).size, `${label} relates each two positions once`).toBe(keys.length)
  if (shape.groups) expectGroupsCoverOnce(shape, count, label)
}

describe('how each bundled spread is read', () => {
  it('gives every one of the 37 bundled spreads a shape, and no other', () => {
    expect(bundled).toHaveLength(37)
    expect(Object.keys(SPREAD_SHAPES).sort()).toEqual(bundled.map(([id]) => id).sort())
  })

  it('gives each position of every spread one valid role, and valid pairs and groups', () => {
    for (const [id, source] of bundled) expectWellFormed(SPREAD_SHAPES[id]!, source.positions.length, id)
  })

  it('relates the Celtic Cross as the tradition does: crossing, root and crown, leaving and coming, self and outcome, then hope and outcome', () => {
    const celtic = shapeOf('Celtic Cross')
    expect(celtic.family).toBe('cross')
    expect(celtic.roles).toEqual(['focus', 'obstacle', 'root', 'past', 'aim', 'future', 'self', 'environment', 'hopes_fears', 'outcome'])
    expect(celtic.pairs.slice(0, 4)).toEqual([
      { a: 0, b: 1, kind: 'crossing' },
      { a: 2, b: 4, kind: 'root_crown' },
      { a: 3, b: 5, kind: 'leaving_coming' },
      { a: 6, b: 9, kind: 'self_outcome' },
    ])
    expect(celtic.pairs).toContainEqual({ a: 8, b: 9, kind: 'hope_outcome' })
  })

  it('weighs option against option in every choice spread', () => {
    const choices = bundled.filter(([id]) => SPREAD_SHAPES[id]!.family === 'choice')
    expect(choices.map(([, s]) => s.name.en).sort()).toEqual(['Choose Between Two', 'Two Paths', 'Work Decision'])
    for (const [id] of choices) {
      const shape = SPREAD_SHAPES[id]!
      expect(shape.roles, id).toContain('option_a')
      expect(shape.roles, id).toContain('option_b')
      expect(
        shape.pairs.some((p) => p.kind === 'versus'),
        id,
      ).toBe(true)
      // Each versus pair sets an A position against a B one.
      for (const p of shape.pairs.filter((q) => q.kind === 'versus')) {
        expect([shape.roles[p.a], shape.roles[p.b]].map((r) => r!.slice(-1)).sort(), `${id} ${p.a}-${p.b}`).toEqual(['a', 'b'])
      }
    }
    expect(shapeOf('Choose Between Two').roles).toEqual(['focus', 'option_a', 'option_b', 'outcome_a', 'outcome_b'])
    expect(shapeOf('Two Paths').roles).toEqual(['focus', 'option_a', 'option_a', 'outcome_a', 'option_b', 'option_b', 'outcome_b'])
    expect(shapeOf('Two Paths').groups).toEqual([[0], [1, 2, 3], [4, 5, 6]])
    expect(shapeOf('Work Decision').roles).toEqual(['self', 'option_a', 'option_a', 'option_b', 'option_b', 'advice'])
  })

  it('reads every relationship spread as you, them and what lies between, your side mirrored against theirs', () => {
    const relationships = bundled.filter(([id]) => SPREAD_SHAPES[id]!.family === 'relationship')
    expect(relationships.length).toBeGreaterThanOrEqual(3)
    for (const [id] of relationships) {
      const shape = SPREAD_SHAPES[id]!
      expect(shape.roles, id).toContain('self')
      expect(shape.roles, id).toContain('other')
      const mirror = shape.pairs.find((p) => p.kind === 'mirror')
      expect(mirror, id).toBeDefined()
      expect([shape.roles[mirror!.a], shape.roles[mirror!.b]], id).toEqual(['self', 'other'])
    }
    expect(shapeOf("Lovers' Pyramid").roles).toEqual(['self', 'other', 'bond', 'outcome'])
  })

  it('reads every spread above ten cards by groups that cover each position once', () => {
    const large = bundled.filter(([, s]) => s.positions.length > 10)
    expect(large.map(([id]) => id).sort()).toEqual(['fool', 'houses', 'months'])
    for (const [id, s] of large) expectGroupsCoverOnce(SPREAD_SHAPES[id]!, s.positions.length, id)
  })

  it("walks the Fool's Journey in its three traditional rows of seven", () => {
    expect(shapeOf("The Fool's Journey").groups).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12, 13],
      [14, 15, 16, 17, 18, 19, 20],
    ])
  })

  it('reads the Twelve-Month Calendar month by month: theme, challenge met by support, lesson', () => {
    const months = shapeOf('Twelve-Month Calendar')
    expect(months.family).toBe('timeline')
    expect(months.groups).toHaveLength(12)
    expect(months.roles.slice(0, 8)).toEqual(['phase', 'obstacle', 'resource', 'lesson', 'phase', 'obstacle', 'resource', 'lesson'])
    expect(months.pairs).toContainEqual({ a: 1, b: 2, kind: 'obstacle_answer' })
    expect(months.pairs).toContainEqual({ a: 0, b: 4, kind: 'sequence' })
  })

  it('reads the week and the day as time, slice after slice', () => {
    expect(shapeOf('Weekly Events').roles).toEqual(Array(7).fill('phase'))
    expect(shapeOf("Today's Major Events").roles).toEqual(['focus', 'phase', 'phase', 'phase'])
    for (const name of ['Weekly Events', "Today's Major Events"]) expect(shapeOf(name).family, name).toBe('timeline')
  })

  it('relates each card of a three-card arc to the next', () => {
    const arcs = bundled.filter(([id]) => SPREAD_SHAPES[id]!.family === 'arc')
    expect(arcs.length).toBeGreaterThan(0)
    for (const [id, s] of arcs) {
      const keys = new Set(SPREAD_SHAPES[id]!.pairs.map(pairKey))
      for (let i = 1; i < s.positions.length; i++) expect(keys.has(`${i - 1}:${i}`), `${id} ${i - 1}→${i}`).toBe(true)
    }
    expect(shapeOf('Past–Present–Future').pairs).toEqual([
      { a: 0, b: 1, kind: 'sequence' },
      { a: 1, b: 2, kind: 'sequence' },
    ])
  })

  it('answers an obstacle with the way through, and reads a root as the cause of what it feeds', () => {
    expect(shapeOf('Obstacle & Way Through').pairs[0]).toEqual({ a: 1, b: 4, kind: 'obstacle_answer' })
    expect(shapeOf('Holy Triangle').pairs).toContainEqual({ a: 0, b: 1, kind: 'cause_effect' })
  })

  it('reads maps of life areas as aspects around a centre', () => {
    expect(shapeOf('The Four Elements').roles).toEqual(['aspect', 'aspect', 'aspect', 'aspect', 'self'])
    expect(shapeOf('Twelve Houses').roles[12]).toBe('focus')
    expect(shapeOf('Tree of Life').roles[5]).toBe('self')
    for (const name of ['The Four Elements', 'Twelve Houses', 'Tree of Life', 'Seven Energies', "The Fool's Journey"]) expect(shapeOf(name).family, name).toBe('map')
  })

  it('cannot be changed by a caller', () => {
    const celtic = spreadShape('celtic', 10)
    expect(() => (celtic.roles as string[]).push('aspect')).toThrow()
    expect(celtic.roles).toHaveLength(10)
  })
})

describe('spreadShape', () => {
  it('returns the bundled shape when the spread is known and its position count matches', () => {
    for (const [id, s] of bundled)
      expect(
        spreadShape(
          id,
          s.positions.length,
          s.positions.map((p) => p.name.en),
        ),
        id,
      ).toBe(SPREAD_SHAPES[id])
  })

  it('infers a shape for a known spread republished with another number of positions', () => {
    const shape = spreadShape('celtic', 4, ['Past', 'Present', 'Future', 'Outcome'])
    expect(shape).not.toBe(SPREAD_SHAPES.celtic)
    expect(shape.roles).toEqual(['past', 'focus', 'future', 'outcome'])
  })

  it('reads an unknown three-card Past/Present/Future spread as an arc of past, focus and future told in sequence', () => {
    const shape = spreadShape('new_ppf', 3, ['Past', 'Present', 'Future'])
    expect(shape.family).toBe('arc')
    expect(shape.roles).toEqual(['past', 'focus', 'future'])
    expect(shape.pairs).toEqual([
      { a: 0, b: 1, kind: 'sequence' },
      { a: 1, b: 2, kind: 'sequence' },
    ])
    expect(shape.groups).toBeUndefined()
  })

  it('reads an unknown single card as a focus, and takes the family from the count', () => {
    expect(spreadShape('new_one', 1)).toEqual({ family: 'single', roles: ['focus'], pairs: [] })
    expect(spreadShape('new_five', 5).family).toBe('general')
  })

  it('gives an unknown spread of twelve positions groups of about five to seven covering each position once', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Card ${i + 1}`)
    const shape = spreadShape('new_twelve', 12, names)
    expectWellFormed(shape, 12, 'new_twelve')
    expectGroupsCoverOnce(shape, 12, 'new_twelve')
    for (const group of shape.groups!) expect(group.length >= 5 && group.length <= 7, `group of ${group.length}`).toBe(true)
    expect(spreadShape('new_twelve', 12).groups).toBeDefined()
  })

  it('groups an unknown large spread by the shared first part of its names when it has one', () => {
    const names = [
      'Spring · Theme',
      'Spring · Challenge',
      'Spring · Support',
      'Summer · Theme',
      'Summer · Challenge',
      'Summer · Support',
      'Autumn · Theme',
      'Autumn · Challenge',
      'Autumn · Support',
      'Winter · Theme',
      'Winter · Challenge',
      'Winter · Support',
    ]
    const shape = spreadShape('new_seasons', 12, names)
    expect(shape.groups).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ])
    expect(shape.roles.slice(0, 3)).toEqual(['phase', 'obstacle', 'resource'])
    expect(shape.pairs).toContainEqual({ a: 1, b: 2, kind: 'obstacle_answer' })
  })

  it('infers the roles a reader would from English position names, and relates them', () => {
    const shape = spreadShape('new_love', 6, ['Your Feelings', 'Their Feelings', 'The Obstacle', 'Advice', 'Hopes and Fears', 'Likely Outcome'])
    expect(shape.roles).toEqual(['self', 'other', 'obstacle', 'advice', 'hopes_fears', 'outcome'])
    expect(shape.pairs).toEqual(
      expect.arrayContaining([
        { a: 0, b: 1, kind: 'mirror' },
        { a: 2, b: 3, kind: 'obstacle_answer' },
        { a: 4, b: 5, kind: 'hope_outcome' },
      ]),
    )
    expectWellFormed(shape, 6, 'new_love')
  })

  it('sets option against option in an unknown choice spread', () => {
    const shape = spreadShape('new_choice', 5, ['Where You Stand', 'Option A', 'Option B', 'Option A Outcome', 'Option B Outcome'])
    expect(shape.roles).toEqual(['self', 'option_a', 'option_b', 'outcome_a', 'outcome_b'])
    expect(shape.pairs).toEqual(
      expect.arrayContaining([
        { a: 1, b: 2, kind: 'versus' },
        { a: 3, b: 4, kind: 'versus' },
      ]),
    )
  })

  it('maps common position names to roles and anything else to aspect', () => {
    const cases: [string, string][] = [
      ['The Recent Past', 'past'],
      ['Near Future', 'future'],
      ["What's Coming", 'future'],
      ['The Crossing', 'obstacle'],
      ['Challenge', 'obstacle'],
      ['The Foundation', 'root'],
      ['Root Cause', 'root'],
      ['Guidance', 'advice'],
      ['The Way Through', 'advice'],
      ['Outcome', 'outcome'],
      ['Your Strengths', 'resource'],
      ['Other People', 'environment'],
      ['Your Partner', 'other'],
      ['The Bond', 'bond'],
      ['What You Keep Hidden', 'hidden'],
      ['The Lesson', 'lesson'],
      ['Monday', 'phase'],
      ['May · Theme', 'phase'],
      ['Where Love May Appear', 'aspect'],
      ['Fire', 'aspect'],
      ['Your Focus', 'focus'],
      ['You', 'self'],
    ]
    for (const [name, role] of cases) expect(inferRole(name), name).toBe(role)
    expect(inferRole(undefined)).toBe('aspect')
  })

  it('relates an unknown spread without names first to last, and a nameless map of areas not at all', () => {
    expect(spreadShape('new_four', 4).pairs).toEqual([{ a: 0, b: 3, kind: 'cause_effect' }])
    expect(spreadShape('new_map', 4, ['Fire', 'Water', 'Air', 'Earth']).pairs).toEqual([])
  })

  it('copes with an empty or odd position count', () => {
    expect(spreadShape('new_empty', 0)).toEqual({ family: 'general', roles: [], pairs: [] })
    expect(spreadShape('new_odd', 2.7).roles).toHaveLength(2)
  })
})
