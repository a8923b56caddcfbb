import { beforeAll, describe, expect, it } from 'vitest'
import { EVAL_LANGUAGES } from '../src/eval/cases'
import { askerVoiceInOtherSeats, otherSeats, PERSPECTIVE_THRESHOLD, perspectiveDraw, perspectiveRows, spreadsWithOthers } from '../src/eval/perspective'
import type { SectionRow } from '../src/eval/sets'
import { offlineInterpreter } from '../src/services/interpreter/offline'

/**
 * The "another person's place" section of the reading eval on the built-in reader: every card, upright and
 * reversed, in every place a spread marks as someone else's, in three languages, held to its threshold
 * (PERSPECTIVE_THRESHOLD in server/src/eval/perspective.ts: every one). A failure lists the place, the card and
 * the sentence that made the asker the one who feels it.
 */
describe('another person’s place on the built-in reader', () => {
  let rows: SectionRow[]
  beforeAll(async () => {
    rows = await perspectiveRows(offlineInterpreter)
  }, 120_000)

  it('holds the row to 100% in every language, with every card side in every such place', () => {
    const [row] = rows
    expect(row!.threshold).toBe(PERSPECTIVE_THRESHOLD)
    expect(PERSPECTIVE_THRESHOLD).toBe(1)
    const seats = spreadsWithOthers().reduce((n, id) => n + otherSeats(id).length, 0)
    for (const l of EVAL_LANGUAGES) expect(row!.byLanguage[l].total, l).toBe(seats * 156)
    expect(row!.failures.slice(0, 12)).toEqual([])
    for (const l of EVAL_LANGUAGES) expect(row!.byLanguage[l].passed, l).toBe(row!.byLanguage[l].total)
  })

  it('covers the relationship spreads, the partner’s part, the interview and the Horseshoe’s other people', () => {
    expect(spreadsWithOthers()).toEqual(expect.arrayContaining(['pyramid', 'tree', 'rel', 'marriage', 'interview', 'horse']))
    expect(otherSeats('rel').map((s) => s.index)).toEqual([3, 4, 5])
    expect(otherSeats('horse')).toEqual([{ index: 4, about: 'others' }])
  })

  it('puts every card side once in each such place, never the same card twice in a draw', () => {
    const seen = new Set<string>()
    for (let k = 0; k < 156; k++) {
      const cards = perspectiveDraw('rel', k)
      expect(new Set(cards.map((c) => c.id)).size, `draw ${k}`).toBe(8)
      seen.add(`${cards[4]!.id} ${cards[4]!.orientation}`)
    }
    expect(seen.size).toBe(156)
  })

  it('catches the reading that put 对方的感受 · 圣杯二（逆位） in the asker’s heart, and passes the same place said of them', () => {
    const old = '## 逐张来看\n\n你的感受 · 恋人\n此刻的你，就像心意与价值一致的选择。\n\n对方的感受 · 圣杯二（逆位）\n圣杯二（逆位）在这里，我读作能量往里收：关系失衡先发生在你心里，还没走到外面来。'
    const cards = [
      { id: 'Major06', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Swords04', orientation: 'reversed' },
      { id: 'Major15', orientation: 'reversed' },
    ] as const
    expect(askerVoiceInOtherSeats('pyramid', 'zh-Hans', old, cards)).toEqual([{ seat: '对方的感受', sentence: '圣杯二（逆位）在这里，我读作能量往里收：关系失衡先发生在你心里，还没走到外面来。' }])
    const fixed = old.replace('关系失衡先发生在你心里，还没走到外面来。', '关系失衡多半还压在对方心里，没有表现到外面来。')
    expect(askerVoiceInOtherSeats('pyramid', 'zh-Hans', fixed, cards)).toEqual([])
    // The asker's own place may speak of the asker's heart; English "Your Feelings" as a place name is not the asker's feeling.
    expect(
      askerVoiceInOtherSeats(
        'pyramid',
        'en',
        'Your Feelings · The Lovers\nYou feel drawn in.\n\nTheir Feelings · The Two of Cups reversed\nThey may sense an imbalance; unlike Your Feelings, this is theirs.',
        cards,
      ),
    ).toEqual([])
    expect(askerVoiceInOtherSeats('rel', 'en', 'What They Need · The Hermit\nAsk yourself what you feel when they go quiet.')).toHaveLength(1)
  })
})
