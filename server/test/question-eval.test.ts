import { describe, expect, it } from 'vitest'
import { EVAL_LANGUAGES } from '../src/eval/cases'
import { DEV_QUESTIONS } from '../src/eval/question-set'
import { QUESTION_THRESHOLDS, questionSection, scoreQuestions } from '../src/eval/questions'
import type { QuestionCase } from '../src/eval/sets'

/**
 * The raw-question section of the eval: understandQuestion on the dev set and the blind set together, held to its
 * thresholds in every language (kind and topic 90%, details 80%). The blind set's own rows are reported, not held.
 */
describe('the raw-question eval', () => {
  it('states its thresholds and has at least 40 dev questions per language, every listed misread among them', () => {
    expect(QUESTION_THRESHOLDS).toEqual({ kind: 0.9, topic: 0.9, details: 0.8 })
    for (const l of EVAL_LANGUAGES) expect(DEV_QUESTIONS.filter((c) => c.language === l).length, l).toBeGreaterThanOrEqual(40)
    const questions = DEV_QUESTIONS.map((c) => c.question)
    for (const misread of [
      '这次教资面试我能过吗？',
      '妈妈还在生我的气吗？',
      'Should I lend my brother the deposit, or keep my savings?',
      'My heart feels empty, what do I want?',
      'Will I finish my half marathon?',
      'What does my new manager think of my work?',
    ])
      expect(questions).toContain(misread)
    expect(new Set(DEV_QUESTIONS.map((c) => c.id)).size).toBe(DEV_QUESTIONS.length)
  })

  it('fails a classifier that misreads: a wrong kind, topic, person or option is counted and named', () => {
    const wrong: QuestionCase[] = [
      { id: 'en-t-01', language: 'en', question: 'Is my mum still angry with me?', kind: 'yes_no', topic: 'love', people: [{ words: 'my mum', relation: 'partner' }] },
      {
        id: 'en-t-02',
        language: 'en',
        question: 'Should I lend my brother the deposit, or keep my savings?',
        kind: 'choice',
        topic: 'family',
        options: ['keep my savings', 'lend my brother the deposit'],
      },
    ]
    const [kind, topic, details] = scoreQuestions(wrong)
    expect(kind!.byLanguage.en).toEqual({ passed: 1, total: 2 })
    expect(kind!.failures).toEqual(['en-t-01: expected yes_no, got other_person'])
    expect(topic!.failures).toEqual(['en-t-01: expected love, got family'])
    expect(details!.byLanguage.en).toEqual({ passed: 0, total: 2 })
    expect(details!.failures[0]).toMatch(/^en-t-01: expected person my mum \(partner\); got people \[my mum \(family\)\]/)
  })

  it('the classifier meets every threshold on both sets together, in every language', () => {
    const section = questionSection()
    const held = section.rows.filter((r) => !r.criterion.includes('blind'))
    expect(held.map((r) => r.criterion)).toEqual(['kind right', 'topic right', 'details right'])
    const below = held.flatMap((row) =>
      EVAL_LANGUAGES.flatMap((l) => {
        const r = row.byLanguage[l]
        return r.total > 0 && r.passed / r.total < row.threshold ? [`${row.criterion} ${l}: ${r.passed}/${r.total}\n  ${row.failures.filter((f) => f.startsWith(l)).join('\n  ')}`] : []
      }),
    )
    expect(below).toEqual([])
  })
})
