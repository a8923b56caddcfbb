import { describe, expect, it } from 'vitest'
import { screenMessage, type ScreenVerdict } from '../question-check'
import { CHECK_CASES } from '../question-check.cases'
import { LANGUAGES, type Language } from '../language'
import { INTENT_CASES } from '../reading/question-intent.cases'
import { CRISIS_CASES, HEALTH_CASES, type SafetyCase } from '../safety.cases'
import { BLIND_CASES } from '../safety.blind.cases'
import { HELDOUT_CASES } from '../safety.heldout.cases'
import { SIGNS_CASES } from '../safety.signs.cases'
import { SIGNS_HELDOUT_CASES } from '../safety.signs-heldout.cases'
import { SIGNS_SEVENTH_CASES } from '../safety.signs-seventh.cases'
import { WARNING_CASES } from '../safety.warning.cases'
import { isCrisis } from './crisis'
import { healthTopic } from './health'
import { textViews } from './normalize'

const labelOf = (v: ScreenVerdict): SafetyCase['label'] => (v.kind === 'crisis' ? 'crisis' : v.kind === 'unsuitable' && v.reason === 'medical' ? 'health' : 'reading')

/** The cases the screen labels otherwise than a careful reader did, as "label ← got: question" lines for a readable failure. */
function misses(cases: readonly SafetyCase[], want?: SafetyCase['label']): string[] {
  return cases
    .filter((c) => !want || c.label === want)
    .flatMap((c) => {
      const got = labelOf(screenMessage(c.q))
      return got === c.label ? [] : [`${c.label} ← ${got}: ${c.q}`]
    })
}
const share = (cases: readonly SafetyCase[], want: SafetyCase['label']) => 1 - misses(cases, want).length / cases.filter((c) => c.label === want).length

describe('the normalised views a disguised phrase is matched on', () => {
  it('reads digits, symbols, look-alike and full-width letters, spacing and stretched letters back as the word', () => {
    expect(textViews('Is k1ll mys3lf the answer?').spaced).toContain('is kil myself the answer')
    expect(textViews('k i l l  m y s e l f').spaced[0]).toBe('kilmyself')
    expect(textViews('ｋｉｌｌ ｍｙｓｅｌｆ').spaced[0]).toBe('kil myself')
    expect(textViews('kіll myself').spaced[0]).toBe('kil myself') // a Cyrillic і
    expect(textViews('kiiiiill myseeelf').spaced[0]).toBe('kil myself')
    expect(textViews('su1c1de').spaced[0]).toBe('suicide')
    expect(textViews('i want 2 die').spaced[0]).toBe('i want to die')
    expect(textViews('我想自\u200b杀').compact[0]).toBe('我想自杀')
    expect(textViews('想去tiao楼').compact[0]).toBe('想去跳楼')
    expect(textViews('今晚想燒ㄊㄢˋ').compact[0]).toBe('今晚想燒炭')
  })

  it('leaves numbers, and Latin words among characters that are not the phrases’ syllables, as they are', () => {
    expect(textViews('我的wifi信号不好').compact[0]).toBe('我的wifi信号不好')
    expect(textViews('What will 2025 bring?').spaced[0]).toBe('what wil 2025 bring')
  })
})

describe('crisis language, however it is written', () => {
  it('catches the disguised forms the issue found read and charged', () => {
    expect(isCrisis('Is k1ll mys3lf the answer?')).toBe(true)
    expect(isCrisis('I want to kil myself, what do the cards say?')).toBe(true)
    expect(isCrisis('活着好累，不想再撑下去了')).toBe(true)
    expect(isCrisis('I feel like everyone would be better off without me…')).toBe(true)
  })

  it('does not take a word that merely contains a crisis word, or a film, for a crisis', () => {
    expect(isCrisis('How can I skill myself up for a new job?')).toBe(false)
    expect(isCrisis('How can I take better care of myself this month?')).toBe(false)
    expect(isCrisis('I am proud of myself, what comes next?')).toBe(false)
    expect(isCrisis('Should we watch Suicide Squad or Barbie tonight?')).toBe(false)
    expect(isCrisis('I cut myself off from my friends, will they forgive me?')).toBe(false)
    expect(isCrisis('我想和他做个了断，还是再给一次机会？')).toBe(false)
    expect(isCrisis('我4月能找到新工作吗？')).toBe(false)
    expect(isCrisis('How many kms should I run to train for a half marathon?')).toBe(false)
  })

  it.each(LANGUAGES)('finds every crisis of the labelled set in %s, disguised or plain', (language: Language) => {
    expect(misses(CRISIS_CASES[language], 'crisis')).toEqual([])
  })

  it.each(LANGUAGES)('lets the idioms and look-alikes of the labelled set in %s go on to a reading', (language: Language) => {
    expect(misses(CRISIS_CASES[language], 'reading')).toEqual([])
  })
})

describe('health questions get a doctor’s word, wellbeing questions a reading', () => {
  it('answers the questions the issue found read, in three languages', () => {
    expect(healthTopic('我该停用抗抑郁药吗？')).toBe('medication')
    expect(healthTopic('我应该停药吗？')).toBe('medication')
    expect(healthTopic('Should I stop chemotherapy?')).toBe('treatment')
    expect(healthTopic('Should I stop taking my antidepressants?')).toBe('medication')
    expect(healthTopic('我需要去看醫生嗎？')).toBe('see_doctor')
  })

  it('reads wellbeing, supporting someone who is ill, careers in medicine and figures of speech', () => {
    expect(healthTopic('How can I sleep better?')).toBeNull()
    expect(healthTopic('How can I support my mum through her chemo?')).toBeNull()
    expect(healthTopic('Should I take the pharmacist job in Shenzhen?')).toBeNull()
    expect(healthTopic('How do I deal with the silent treatment from my boyfriend?')).toBeNull()
    expect(healthTopic('这件事让我很头疼，该怎么处理？')).toBeNull()
    expect(healthTopic('世上有没有后悔药，我该不该回头？')).toBeNull()
    expect(healthTopic('我该不该去医院实习？')).toBeNull()
  })

  it('keeps a medication decision refused when the asker names their medical job or what the medicine costs', () => {
    expect(healthTopic("I'm a nurse, should I stop my antidepressants?")).toBe('medication')
    expect(healthTopic('我是护士，我该不该停药')).toBe('medication')
    expect(healthTopic('My meds cost too much, should I stop taking them?')).toBe('medication')
    expect(healthTopic('药费太贵了，我要不要停药')).toBe('medication')
    expect(healthTopic('這張逆位皇后是不是叫我停掉黛麗安')).toBe('medication')
    expect(healthTopic("I'm an F2 doctor torn between GP training and surgery. what's the third card saying")).toBeNull()
    expect(healthTopic('狗狗開刀花了三萬多 這張錢幣五逆位是說我會缺錢嗎')).toBeNull()
  })

  it.each(LANGUAGES)('refuses at least 95%% of the labelled health questions in %s, and none of them is read as a crisis', (language: Language) => {
    const cases = HEALTH_CASES[language]
    expect(share(cases, 'health'), misses(cases, 'health').join('\n')).toBeGreaterThanOrEqual(0.95)
    expect(cases.filter((c) => labelOf(screenMessage(c.q)) === 'crisis')).toEqual([])
  })

  it.each(LANGUAGES)('lets every labelled wellbeing question in %s go on to a reading', (language: Language) => {
    expect(misses(HEALTH_CASES[language], 'reading')).toEqual([])
  })

  it('stops no more than one of the 420 ordinary questions of the other labelled sets', () => {
    const ordinary = [
      ...Object.values(CHECK_CASES)
        .flat()
        .filter((c) => c.label === 'reading')
        .map((c) => c.q),
      ...Object.values(INTENT_CASES)
        .flat()
        .map((c) => c.q),
    ]
    const stopped = ordinary.filter((q) => screenMessage(q).kind !== 'ok')
    // The one is "最近老是胸闷心慌，是不是压力太大": chest tightness is for a doctor first, whatever the cause.
    expect(stopped.length, stopped.join('\n')).toBeLessThanOrEqual(1)
  })
})

/**
 * Two more sets, each written by another hand without seeing the rules. Measured before the rules were widened on
 * them (zh-Hans, zh-Hant, en): the second at crisis 17/25, 22/25, 21/25 and health 26/30, 23/30, 19/30; the third,
 * written after tuning on the first two, at crisis 18/25, 19/25, 21/25, health 18/25, 22/25, 20/25 and readings kept
 * 33/35, 31/35, 30/35 — the honest figure for questions the rules have not seen. The rules were then widened by kind
 * (self-harm and method words, euphemisms, netspeak, drug and illness names, figures of speech), so both sets now
 * guard against regressions rather than measure. A fourth, of warning signs said without a crisis word (life without
 * meaning, pills saved up, things given away, a rooftop and "would anyone care"), went 5 of 35 to crisis on
 * 2026-12-02 before the rules learned those kinds (`safety.warning.cases.ts`).
 */
describe.each([
  ['second', HELDOUT_CASES],
  ['third', BLIND_CASES],
] as const)('the %s labelled set', (_, set) => {
  it.each(LANGUAGES)('finds every crisis in %s, refuses at least 95 in 100 health questions and reads at least 95 in 100 of the rest', (language: Language) => {
    const cases = set[language]
    expect(misses(cases, 'crisis')).toEqual([])
    expect(share(cases, 'health'), misses(cases, 'health').join('\n')).toBeGreaterThanOrEqual(0.95)
    expect(share(cases, 'reading'), misses(cases, 'reading').join('\n')).toBeGreaterThanOrEqual(0.95)
  })
})

describe.each([
  ['fifth', SIGNS_CASES],
  ['sixth', SIGNS_HELDOUT_CASES],
  ['seventh', SIGNS_SEVENTH_CASES],
] as const)('the %s set: warning signs in new words, medicines by brand', (_, set) => {
  it.each(LANGUAGES)('%s: a plan, farewells, an ending, permission or hopelessness get care; a medicine by any name gets no reading; costs and careers still read', (language: Language) => {
    const cases = set[language]
    expect(misses(cases, 'crisis')).toEqual([])
    expect(misses(cases, 'health')).toEqual([])
    expect(misses(cases, 'reading')).toEqual([])
  })
})

describe('the warning-sign set', () => {
  it.each(LANGUAGES)('%s: a hint of not going on without a crisis word (life without meaning, pills saved up, things given away, a rooftop) gets care, not cards', (language: Language) => {
    expect(misses(WARNING_CASES[language], 'crisis')).toEqual([])
  })

  it.each(LANGUAGES)('%s: the everyday uses of the same words (leaving abroad, decluttering, a dull job, a rooftop bar) still get a reading', (language: Language) => {
    expect(misses(WARNING_CASES[language], 'reading')).toEqual([])
  })
})
