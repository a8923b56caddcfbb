import { cardText } from '@tarot/content/cards'
import { LANGUAGES } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import type { FollowUpInput } from '../interpreter'
import { composeFollowUp } from './compose-follow-up'
import { composeReading } from './compose-reading'

const cards = [
  { id: 'Major17', orientation: 'upright' as const },
  { id: 'Swords05', orientation: 'reversed' as const },
  { id: 'Coins09', orientation: 'upright' as const },
]
const reading = { question: 'How can my work life improve?', spreadId: 'ppf', cards, language: 'en' as const }
const interpretation = composeReading(reading).paragraphs.join('\n\n')
const ask = (message: string, history: FollowUpInput['history'] = [], language: FollowUpInput['language'] = 'en') =>
  composeFollowUp({ ...reading, language, interpretation: language === 'en' ? interpretation : composeReading({ ...reading, language }).paragraphs.join('\n\n'), history, message }).join('\n\n')

describe('the built-in reader’s follow-ups', () => {
  it('answers about the card the follow-up names, by number or by name', () => {
    const second = cardText('Swords05', 'en')!.name.replace(/^The /, '')
    expect(ask('What does the second card mean for me?')).toContain(second)
    expect(ask('What does the second card mean for me?')).not.toContain(cardText('Major17', 'en')!.career.upright)
    const byName = ask(`${cardText('Coins09', 'zh-Hans')!.name}在感情上怎么看？`, [], 'zh-Hans')
    expect(byName).toContain(cardText('Coins09', 'zh-Hans')!.love.upright)
  })

  it('weighs both sides of a decision without making it', () => {
    const answer = ask('So should I quit?')
    // The most favourable card and the hardest one are both weighed.
    expect(answer).toContain('Star')
    expect(answer).toContain('Five of Swords')
    expect(answer).not.toMatch(/\byou should (?:quit|stay)\b/i)
  })

  it('points back to what the reading said instead of re-pasting it whole', () => {
    const answer = ask('Tell me more about the Star')
    expect(answer.length).toBeLessThan(interpretation.length / 2)
    expect(answer).toMatch(/"[^"]+"/)
  })

  it('quotes the reading back with its own quotation marks turned inner, never two opening marks in a row (zh-Hans: “权杖八落在“关键所在”…”)', () => {
    const nested = { 'zh-Hans': /“[^”]*“/, 'zh-Hant': /「[^」]*「/ } as const
    for (const language of ['zh-Hans', 'zh-Hant'] as const) {
      let quotedPositions = 0
      for (const [i, card] of cards.entries()) {
        const answer = ask(`${cardText(card.id, language)!.name}是什么意思？`, [], language)
        expect(answer, `${language} ${i}`).not.toMatch(nested[language])
        if (/[‘『]/.test(answer)) quotedPositions += 1
      }
      // The reading names positions in quotes, so some quote carries an inner pair.
      expect(quotedPositions, language).toBeGreaterThan(0)
    }
  })

  it('does not add one card up with others it does not have (zh-Hans said 合起来 of a single card)', () => {
    const one = { question: '我最近的工作状态怎么样？', spreadId: 'one', cards: [{ id: 'Major10', orientation: 'upright' as const }], language: 'zh-Hans' as const }
    const said = composeReading(one).paragraphs.join('\n\n')
    const history: FollowUpInput['history'][number][] = []
    for (const message of ['那我现在最该做的准备是什么？', '这张牌在说我的哪一面？', '牌里说的变化是指什么？', '这次的牌还说了什么？', '牌面里有什么是我没注意到的？', '这张牌和我的工作有什么关系？']) {
      const answer = composeFollowUp({ ...one, interpretation: said, history: [...history], message }).join('\n\n')
      expect(answer, message).not.toMatch(/合起来|这组牌来看/)
      history.push({ message, answer })
    }
  })

  it('never gives the same answer twice in one conversation', () => {
    const first = ask('What else do the cards say?')
    const second = ask('What else do the cards say?', [{ message: 'What else do the cards say?', answer: first }])
    expect(second).not.toEqual(first)
    const other = ask('How will my boss see this?', [{ message: 'What else do the cards say?', answer: first }])
    expect(other).not.toEqual(first)
  })

  it('answers "what should I do?" with the reading’s step, not a decision weighed both ways', () => {
    const answer = ask('What should I do?')
    expect(answer).not.toMatch(/\bholding back\b|\bcaution\b|\bgoing ahead\b/i)
  })

  it('finds the card by its position’s name and quotes what the reading said, not its layout', () => {
    const answer = ask('What about the Present card?')
    expect(answer).toContain('Five of Swords')
    expect(answer).not.toMatch(/Present · /)
  })

  it('turns "will he reach out?" toward the connection and what the asker can do, not a decision', () => {
    const opening = ask('他会主动联系我吗？', [], 'zh-Hans').split('\n\n')[0]!
    // The answer opens on the other person's side being theirs to tell, not on a decision to weigh.
    expect(opening).toMatch(/对方|别人的心/)
    expect(opening).not.toMatch(/这个决定|更支持/)
  })

  it('answers a short question about timing instead of declining it', () => {
    const answer = ask('大概什么时候会好转？', [], 'zh-Hans')
    expect(answer).toMatch(/星星|宝剑五|星币九/)
  })

  it.each(LANGUAGES)('kindly declines a follow-up that has nothing to do with the reading (%s)', (language) => {
    const answer = ask(language === 'en' ? 'Write a poem about the sea' : '帮我写一首关于大海的诗', [], language)
    expect(answer).not.toContain(cardText('Major17', language)!.name)
    expect(answer.length).toBeGreaterThan(10)
  })
})
