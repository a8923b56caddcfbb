import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadReplay, replayFailures, replayTable, scoreReplay } from '../src/eval/replay'

/**
 * The reading eval without a network (`npm run eval:readings -- --replay server/eval-replay`): recorded model answers
 * through the answer check the server runs before storing or charging, and the rubric. Good readings must be
 * delivered and pass every criterion; each kind of bad answer must be discarded, for its own reason.
 */
describe('the replay eval of recorded model answers', () => {
  const results = scoreReplay(loadReplay(path.resolve(import.meta.dirname, '../eval-replay')))
  const good = results.filter((r) => r.answer.expect === 'good')
  const bad = results.filter((r) => r.answer.expect !== 'good')

  it('delivers every good recorded reading and finds it passing every rubric criterion that applies', () => {
    expect(replayFailures(good)).toEqual([])
    expect(good.every((r) => r.problem === null && r.passed === r.applicable)).toBe(true)
  })

  it('holds at least 12 good readings in three languages, with spreads of 1, 3 and 10 cards in each', () => {
    expect(good.length).toBeGreaterThanOrEqual(12)
    for (const language of ['zh-Hans', 'zh-Hant', 'en']) {
      const sizes = new Set(good.filter((r) => r.answer.drawn.language === language).map((r) => r.answer.drawn.cards.length))
      expect(
        [...sizes].sort((a, b) => a - b),
        language,
      ).toEqual(expect.arrayContaining([1, 3, 10]))
    }
  })

  it('discards a refusal, an obeyed injection, a card not drawn, the wrong script and English in Chinese, each for its reason', () => {
    expect(replayFailures(bad)).toEqual([])
    expect(new Set(bad.map((r) => r.problem))).toEqual(new Set(['refusal', 'leak', 'foreign_card', 'script', 'mixing']))
    // The rubric also marks each of them down: none would pass as a reading.
    expect(bad.filter((r) => r.passed === r.applicable).map((r) => r.answer.name)).toEqual([])
  })

  it('prints a row per answer with its language, the check’s verdict and the rubric’s count', () => {
    const table = replayTable(results)
    expect(table.split('\n')).toHaveLength(results.length + 2)
    expect(table).toContain('| good-zh-Hant-timing-celtic | zh-Hant-06-timing-celtic | zh-Hant | 10 | good | delivered | 9/9 | yes |')
    expect(table).toContain('| bad-en-refusal | en-09-reflection-one | en | 1 | bad: refusal | discarded: refusal |')
  })
})
