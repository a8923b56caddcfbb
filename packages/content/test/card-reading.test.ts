import { CARD_IDS } from '@tarot/core/deck'
import { describe, expect, it } from 'vitest'
import { CARD_READING_TEXTS } from '../src/card-reading'
import { CARD_TEXTS } from '../src/cards'
import { simplifiedOnlyChars, traditionalOnlyChars } from './script-check'

const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const
const FIELDS = ['essence', 'study', 'health', 'bonds'] as const
const SIDES = ['upright', 'reversed'] as const

function each(visit: (id: string, language: (typeof LANGUAGES)[number], field: (typeof FIELDS)[number], side: (typeof SIDES)[number], text: string) => void) {
  for (const id of CARD_IDS)
    for (const language of LANGUAGES) for (const field of FIELDS) for (const side of SIDES) visit(id, language, field, side, CARD_READING_TEXTS[id]?.[language]?.[field]?.[side] ?? '')
}

describe('the reader’s card texts', () => {
  it('cover every card, in three languages, upright and reversed', () => {
    const missing: string[] = []
    each((id, language, field, side, text) => {
      if (text.trim() === '') missing.push(`${id} ${language} ${field}.${side}`)
    })
    expect(missing).toEqual([])
  })

  it('keep the essence a short phrase that fits inside a sentence', () => {
    each((id, language, field, side, text) => {
      if (field !== 'essence') return
      const where = `${id} ${language} ${side}: ${text}`
      expect(text, where).not.toMatch(/[。！？.!?]$/)
      if (language === 'en') {
        expect(text.split(/\s+/).length, where).toBeLessThanOrEqual(12)
        expect(text[0], where).toBe(text[0]!.toLowerCase())
      } else {
        expect(Array.from(text).length, where).toBeLessThanOrEqual(22)
      }
    })
  })

  it('are our own writing, not the library page pasted', () => {
    each((id, language, field, side, text) => {
      const page = CARD_TEXTS[id]![language]
      expect([page.upright, page.reversed, page.love[side], page.career[side], page.wealth[side], page.advice[side]], `${id} ${language} ${field}`).not.toContain(text)
    })
  })

  it('write each Chinese text in its own script', () => {
    each((id, language, field, side, text) => {
      if (language === 'zh-Hans') expect(traditionalOnlyChars(text), `${id} ${field}.${side}: ${text}`).toEqual([])
      if (language === 'zh-Hant') expect(simplifiedOnlyChars(text), `${id} ${field}.${side}: ${text}`).toEqual([])
    })
  })

  it('read a card in another person’s place of that person: a predicate after its subject, never the asker’s feelings', () => {
    const asker = /你心里|你心裡|你的感受|你觉得|你覺得|你感到|你內心|你内心|问问自己|問問自己|\byou feel|\byour (?:own )?(?:feelings?|heart|emotions?)\b|\bask yourself\b/i
    for (const id of CARD_IDS)
      for (const language of LANGUAGES)
        for (const side of SIDES) {
          const text = CARD_READING_TEXTS[id]?.[language]?.other?.[side] ?? ''
          const where = `${id} ${language} other.${side}: ${text}`
          expect(text.trim(), where).not.toBe('')
          expect(text, where).not.toMatch(asker)
          // One sentence, ready to follow "They" / 对方: English starts lower-case, Chinese names no one itself.
          expect(text, where).toMatch(language === 'en' ? /^[a-z][^.!?]*\.$/ : /^[^。！？]+。$/)
          if (language !== 'en') expect(text, where).not.toMatch(/^(?:对方|對方|身边|身邊)|他|她/)
          if (language === 'zh-Hans') expect(traditionalOnlyChars(text), where).toEqual([])
          if (language === 'zh-Hant') expect(simplifiedOnlyChars(text), where).toEqual([])
        }
  })

  it('never speak of wellbeing as a diagnosis or a prescription', () => {
    const medical = /diagnos|prescri|medication|dosage|cure|诊断|診斷|处方|處方|药物|藥物|治愈|治癒|疾病/i
    each((id, language, field, side, text) => {
      if (field === 'health') expect(text, `${id} ${language} ${side}`).not.toMatch(medical)
    })
  })
})
