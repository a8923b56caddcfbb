import { cardText } from '@tarot/content/cards'
import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import { appliedSentence } from './card-words'

describe("the sentence a reading quotes from a card's text", () => {
  it('never opens by leaning on a sentence it leaves out (en quoted "Or your picture of the ideal family…", zh 这种本能…)', () => {
    const leaning = /^(?:(?:Or|But|And|So|Yet|These|Those|Such)\b|或者|或是|但|而|所以|因此|这种|這種|这样|這樣|这并|這並|这也|這也|那些|那种|那種)/
    const found: string[] = []
    for (const language of LANGUAGES) {
      for (const id of CARD_IDS) {
        for (const side of ['upright', 'reversed'] as const) {
          const quoted = appliedSentence(cardText(id, language)![side])
          if (leaning.test(quoted)) found.push(`${language} ${id} ${side}: ${quoted}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
