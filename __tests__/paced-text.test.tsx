import { act, renderHook } from '@testing-library/react'
import { CJK_PER_SECOND, WORDS_PER_SECOND, advance } from '@/lib/pace/reveal'
import { PACE_TICK_MS, WORD_HOLD_MS, usePacedText } from '@/lib/hooks/use-paced-text'
import * as reducedMotion from '@/lib/platform/reduced-motion'

jest.mock('@/lib/platform/reduced-motion', () => ({ prefersReducedMotion: jest.fn(() => false), watchReducedMotion: jest.fn(() => () => undefined) }))
const motion = reducedMotion as jest.Mocked<typeof reducedMotion>

const CJK_MS = 1000 / CJK_PER_SECOND
const WORD_MS = 1000 / WORDS_PER_SECOND
const final = { final: true }
const open = { final: false }
const reveal = (text: string, budget: number, options: { final: boolean; settled?: boolean } = final) => text.slice(0, advance(text, 0, budget, options).end)

describe('revealing text at a reading pace', () => {
  it('goes by whole Chinese characters, about 32 a second', () => {
    expect(reveal('星星照亮你的路。', 3 * CJK_MS)).toBe('星星照')
    expect(reveal('星星照亮你的路。', 1000).length).toBeLessThanOrEqual(CJK_PER_SECOND)
  })

  it('goes by whole words, about 16 a second, punctuation with its word', () => {
    expect(reveal('The Star shines, gently.', 2 * WORD_MS)).toBe('The Star ')
    expect(reveal('The Star shines, gently.', 3 * WORD_MS)).toBe('The Star shines, ')
    expect(reveal('A moment — then calm.', 3 * WORD_MS)).toBe('A moment — then ')
  })

  it('never splits a surrogate pair, and counts an extension ideograph as one character', () => {
    expect(reveal('𠀀好', CJK_MS)).toBe('𠀀')
    const half = '好\ud83c'
    expect(reveal(half, 10 * CJK_MS, { final: false, settled: true })).toBe('好')
    expect(reveal('好🌟 ok', 10 * WORD_MS)).toBe('好🌟 ok')
  })

  it('shows a heading or list marker only with the first word after it', () => {
    expect(reveal('## Overview\nThe Star', WORD_MS)).toBe('## Overview\n')
    expect(reveal('## 概览\n星星', CJK_MS)).toBe('## 概')
    expect(reveal('Intro\n- hope\n- rest', 2 * WORD_MS)).toBe('Intro\n- hope\n')
    // A marker still arriving waits for what follows it.
    expect(reveal('Intro\n#', 10 * WORD_MS, open)).toBe('Intro\n')
    expect(reveal('Intro\n## ', 10 * WORD_MS, { final: false, settled: true })).toBe('Intro\n')
    expect(reveal('Intro\n  -', 10 * WORD_MS, open)).toBe('Intro\n  ')
  })

  it('holds a word at the end of text still arriving until it is whole or the text goes quiet', () => {
    expect(reveal('The Star shi', 10 * WORD_MS, open)).toBe('The Star ')
    expect(reveal('The Star shi', 10 * WORD_MS, { final: false, settled: true })).toBe('The Star shi')
    expect(reveal('星星照', 10 * CJK_MS, open)).toBe('星星照')
  })

  it('never goes beyond the text, however much time there is', () => {
    expect(advance('Short.', 0, 60_000, final)).toEqual({ end: 6, spent: WORD_MS, blocked: true })
    expect(advance('', 0, 60_000, final)).toEqual({ end: 0, spent: 0, blocked: true })
  })
})

describe('usePacedText', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    motion.prefersReducedMotion.mockReturnValue(false)
  })
  afterEach(() => jest.useRealTimers())

  const pace = (initial: { text: string; final: boolean; instant?: boolean }) => renderHook(({ text, final, instant }) => usePacedText(text, { final, instant }), { initialProps: initial })
  const passes = (ms: number) => act(() => jest.advanceTimersByTime(ms))

  it('reveals the text gradually, never beyond what has arrived, and finishes once the last of it is shown', () => {
    const text = 'The cards lean toward a patient start. '
    const hook = pace({ text, final: false })
    expect(hook.result.current.shown).toBe('')
    passes(3 * PACE_TICK_MS)
    const early = hook.result.current.shown
    expect(early.length).toBeGreaterThan(0)
    expect(text.startsWith(early)).toBe(true)
    expect(early.length).toBeLessThan(text.length)
    passes(2000)
    expect(hook.result.current.shown).toBe(text)
    expect(hook.result.current.finished).toBe(false)
    expect(hook.result.current.canShowAll).toBe(true)

    const more = `${text}Give it a week`
    hook.rerender({ text: more, final: false })
    passes(3 * WORD_MS + PACE_TICK_MS)
    // "week" may still grow: held until the text is quiet.
    expect(hook.result.current.shown).toBe(`${text}Give it a `)
    passes(WORD_HOLD_MS)
    expect(hook.result.current.shown).toBe(more)
    hook.rerender({ text: `${more}.`, final: true })
    passes(PACE_TICK_MS * 2)
    expect(hook.result.current.shown).toBe(`${more}.`)
    expect(hook.result.current.finished).toBe(true)
    expect(hook.result.current.canShowAll).toBe(false)
  })

  it('keeps a reading pace however fast the text arrives', () => {
    const text = '你的牌指向一个耐心的开始。'.repeat(20)
    const hook = pace({ text, final: true })
    passes(1000)
    const shown = hook.result.current.shown.length
    expect(shown).toBeGreaterThanOrEqual(25)
    expect(shown).toBeLessThanOrEqual(40)
  })

  it('"Show all" shows everything at once, and what arrives after it too', () => {
    const hook = pace({ text: 'One two three four five six', final: false })
    passes(PACE_TICK_MS)
    act(() => hook.result.current.showAll())
    expect(hook.result.current.shown).toBe('One two three four five six')
    expect(hook.result.current.canShowAll).toBe(false)
    hook.rerender({ text: 'One two three four five six seven.', final: true })
    expect(hook.result.current.shown).toBe('One two three four five six seven.')
    expect(hook.result.current.finished).toBe(true)
    // A new answer starts over, paced again.
    hook.rerender({ text: '', final: false })
    hook.rerender({ text: 'Another answer begins', final: false })
    expect(hook.result.current.shown).toBe('')
  })

  it('starts again from the beginning when the text is replaced (another engine took over)', () => {
    const hook = pace({ text: 'The model began to ', final: false })
    passes(2000)
    expect(hook.result.current.shown).toBe('The model began to ')
    hook.rerender({ text: 'The built-in reader ', final: false })
    expect(hook.result.current.shown).toBe('')
    passes(2000)
    expect(hook.result.current.shown).toBe('The built-in reader ')
  })

  it('shows a stored text at once, and everything at once when the user asked for less motion', () => {
    const stored = pace({ text: 'Kept from last week.', final: true, instant: true })
    expect(stored.result.current).toMatchObject({ shown: 'Kept from last week.', finished: true, canShowAll: false })
    motion.prefersReducedMotion.mockReturnValue(true)
    const still = pace({ text: 'No motion, please.', final: true })
    expect(still.result.current).toMatchObject({ shown: 'No motion, please.', finished: true })
    expect(jest.getTimerCount()).toBe(0)
  })

  it('follows the system setting when it changes', () => {
    let notify: (reduced: boolean) => void = () => undefined
    motion.watchReducedMotion.mockImplementation((on) => {
      notify = on
      return () => undefined
    })
    const hook = pace({ text: 'One two three four five six', final: true })
    expect(hook.result.current.shown).toBe('')
    act(() => notify(true))
    expect(hook.result.current.finished).toBe(true)
  })

  it('leaves no timer running once unmounted, nor once everything is shown', () => {
    const hook = pace({ text: 'Still being written at a reading pace', final: false })
    passes(PACE_TICK_MS)
    expect(jest.getTimerCount()).toBeGreaterThan(0)
    hook.unmount()
    expect(jest.getTimerCount()).toBe(0)

    const done = pace({ text: 'Short.', final: true })
    passes(1000)
    expect(done.result.current.finished).toBe(true)
    expect(jest.getTimerCount()).toBe(0)
  })
})
