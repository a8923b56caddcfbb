import { cardText } from '@tarot/content/cards'
import { type Language, LANGUAGES } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import type { FollowUpInput, InterpretationInput } from '../interpreter'
import { actionOf, answerFollowUp, composeFollowUp, gerund, isLongSentence, openingOf } from './compose-follow-up'
import { composeReading } from './compose-reading'
import { sentences } from './card-words'

type Card = InterpretationInput['cards'][number]
const up = (id: string): Card => ({ id, orientation: 'upright' })
const down = (id: string): Card => ({ id, orientation: 'reversed' })

/** A reading and a conversation about it: each message answered in turn, with the earlier turns as history. */
function converse(reading: InterpretationInput, messages: string[]) {
  const interpretation = composeReading(reading).paragraphs.join('\n\n')
  const history: { message: string; answer: string }[] = []
  const turns = messages.map((message) => {
    const out = answerFollowUp({ ...reading, interpretation, history: [...history], message })
    const answer = out.paragraphs.join('\n\n')
    history.push({ message, answer })
    return { ...out, answer }
  })
  return { interpretation, turns }
}

const marathon: InterpretationInput = { question: 'Will I finish my half marathon this spring?', spreadId: 'one', cards: [up('Major16')], language: 'en' }
const mumEn: InterpretationInput = { question: 'Is my mum still angry with me?', spreadId: 'ppf', cards: [up('Swords05'), up('Cups06'), down('Major14')], language: 'en' }
const mum: Record<Language, InterpretationInput> = {
  en: mumEn,
  'zh-Hans': { ...mumEn, question: '妈妈还在生我的气吗？', language: 'zh-Hans' },
  'zh-Hant': { ...mumEn, question: '媽媽還在生我的氣嗎？', language: 'zh-Hant' },
}
const work: InterpretationInput = { question: 'How can my work life improve?', spreadId: 'ppf', cards: [up('Major17'), down('Swords05'), up('Coins09')], language: 'en' }

const FOLLOW_UPS: Record<Language, string[]> = {
  en: [
    'Should I call her this weekend?',
    'What does the Six of Cups say about her?',
    'Will she ever forgive me?',
    'What should I do first?',
    'When will things get better?',
    'Does Temperance mean it will get worse?',
    'Tell me more',
  ],
  'zh-Hans': ['我该不该这周给她打电话？', '圣杯六说的她是什么意思？', '她会不会一直不理我？', '那我先做什么？', '大概什么时候会好转？', '节制是不是代表会更糟糕？', '还有呢？'],
  'zh-Hant': ['我該不該這週打電話給她？', '聖杯六說的她是什麼意思？', '她會不會一直不理我？', '那我先做什麼？', '大概什麼時候會好轉？', '節制是不是代表會更糟糕？', '還有呢？'],
}

describe('the built-in reader’s follow-ups', () => {
  it('answers a question about the card in 对方的感受 of the other person, never as what the asker feels (the other person’s card was read as the asker’s)', () => {
    const reading: InterpretationInput = { question: '他对我是什么感觉？', spreadId: 'pyramid', cards: [up('Major06'), down('Cups02'), down('Swords04'), down('Major15')], language: 'zh-Hans' }
    const { turns } = converse(reading, ['圣杯二是什么意思？'])
    const answer = turns[0]!.answer
    expect(answer).toContain('圣杯二')
    expect(answer).toMatch(/对方/)
    expect(answer).not.toMatch(/你心里|你的感受|你觉得|问问自己/)
    const en = converse({ ...reading, question: 'How does he feel about me?', language: 'en' }, ['What does the Two of Cups mean?']).turns[0]!.answer
    expect(en).toMatch(/\b(?:they|them)\b/i)
    expect(en).not.toMatch(/\byou feel\b|\byour (?:feelings?|heart)\b/i)
  })

  it('takes the person’s own action words for a decision, and gives a conditional lean (en, zh-Hans, zh-Hant)', () => {
    expect(actionOf('So should I sign up?', 'en')).toEqual({ action: 'sign up' })
    expect(actionOf('Should I lend my brother the deposit or keep my savings?', 'en')).toEqual({ action: 'lend your brother the deposit', alternative: 'keep your savings' })
    expect(actionOf('那我要不要报名？', 'zh-Hans')).toEqual({ action: '报名' })
    expect(actionOf('我該不該借給他？', 'zh-Hant')).toEqual({ action: '借給他' })
    expect(gerund('sign up')).toBe('signing up')
    expect(gerund('quit my job')).toBe('quitting my job')
    expect(gerund('take the offer')).toBe('taking the offer')

    const en = converse(marathon, ['So should I sign up?']).turns[0]!
    expect(en.mode).toBe('decision')
    expect(en.answer).toMatch(/\bIf\b/)
    expect(en.answer).toContain('signing up')
    const zh = converse({ ...marathon, question: '我这个春天能跑完半马吗？', language: 'zh-Hans' }, ['那我要不要报名？']).turns[0]!
    expect(zh.answer).toMatch(/如果|要是/)
    expect(zh.answer).toContain('报名')
  })

  it('reads a decision about a single card as what that card favours and warns, never "both sides"', () => {
    for (const language of LANGUAGES) {
      const one = { ...marathon, language, question: language === 'en' ? marathon.question : '我这个春天能跑完半马吗？' }
      const answer = converse(one, [language === 'en' ? 'So should I sign up?' : '那我要不要报名？']).turns[0]!.answer
      expect(answer, language).toContain(cardText('Major16', language)!.name.replace(/^The /, ''))
      expect(answer, language).not.toMatch(/both sides|两边都有牌|兩邊都有牌/)
      expect(answer, language).toMatch(/warns|wary|提防|担心|擔心/)
    }
  })

  it('answers "does the Tower mean I’ll get injured? my knee is sore" with what the card is and is not, and a doctor for the knee', () => {
    const { turns } = converse(marathon, ['So should I sign up?', "Does the Tower mean I'll get injured? my knee is sore"])
    const fear = turns[1]!
    expect(fear.mode).toBe('fear')
    expect(fear.answer).toMatch(/Tower is .+, not a forecast of injury|not a forecast of injury/)
    expect(fear.answer).toMatch(/doctor or physiotherapist/)
    expect(fear.answer).toContain('your knee')
    // Nothing of the first answer comes back.
    for (const s of sentences(turns[0]!.answer).filter((x) => isLongSentence(x, 'en'))) expect(fear.answer).not.toContain(s)
    const zh = converse({ ...marathon, question: '我这个春天能跑完半马吗？', language: 'zh-Hans' }, ['高塔是不是代表我会受伤？我膝盖有点疼']).turns[0]!
    expect(zh.answer).toMatch(/高塔.*不是受伤或生病的预告|不是受伤或生病的预告/)
    expect(zh.answer).toMatch(/医生或康复治疗师/)
    const hant = converse({ ...marathon, question: '我這個春天跑得完半馬嗎？', language: 'zh-Hant' }, ['塔是不是代表我會受傷？膝蓋有點痛']).turns[0]!
    expect(hant.answer).toContain('高塔')
    expect(hant.answer).toMatch(/醫師或物理治療師/)
  })

  it('sends a chest or heart symptom to a doctor with the signs that cannot wait, whatever the follow-up asks about it', () => {
    const burnout: InterpretationInput = { question: 'What keeps driving me to burnout?', spreadId: 'ppf', cards: [up('Swords09'), down('Swords03'), up('Coins04')], language: 'en' }
    const chest = converse(burnout, ['I get a tight chest most Sunday nights. Is that what the Three of Swords is about?']).turns[0]!
    expect(chest.answer).toMatch(/doctor/)
    expect(chest.answer).toMatch(/emergency/)
    const hant = converse({ ...burnout, question: '我該怎麼把作息調回來？', language: 'zh-Hant' }, ['我最近偶爾會心悸，這跟睡不好有關嗎？需不需要擔心？']).turns[0]!
    expect(hant.answer).toMatch(/醫師|醫生/)
    expect(hant.answer).toContain('119')
    // Palpitations are not an ache for a physiotherapist.
    expect(hant.answer).not.toContain('物理治療師')
    const hans = converse({ ...burnout, question: '我最近怎么了？', language: 'zh-Hans' }, ['宝剑三逆位是不是说我胸口发闷跟这个有关？']).turns[0]!
    expect(hans.answer).toContain('120')
  })

  it('adds the check-up line to any answer that mentions an ache, not only to a fear', () => {
    const knee = converse(marathon, ['What does the Tower say about my knee? It has been sore all week']).turns[0]!
    expect(knee.mode).not.toBe('fear')
    expect(knee.answer).toMatch(/doctor or physiotherapist/)
  })

  it('speaks of the person the follow-up means: the one it names, or the one its she/he fits, not always the first', () => {
    const parents: InterpretationInput = { question: '我爸和我妈最近总吵架，我该怎么劝？', spreadId: 'ppf', cards: [up('Wands05'), down('Cups02'), up('Major14')], language: 'zh-Hans' }
    const she = converse(parents, ['她心里是不是也很委屈？']).turns[0]!
    expect(she.answer).toContain('妈妈')
    expect(she.answer).not.toContain('爸爸')
    const en = converse({ ...parents, question: 'My dad and my mum keep arguing. How can I help?', language: 'en' }, ['Is she just tired of it?']).turns[0]!
    expect(en.answer).toContain('your mum')
    expect(en.answer).not.toContain('your dad')
    const named = converse({ ...parents, question: '我爸最近总发脾气，我该怎么跟他谈？' }, ['我妈总在中间打圆场，她是站哪边的？']).turns[0]!
    expect(named.answer).toContain('妈妈')
  })

  it('says what a card is not when the fear is failing, in each language', () => {
    const interview = { question: '这次教资面试我能过吗？', spreadId: 'one', cards: [up('Major16')], language: 'zh-Hans' as const }
    expect(converse(interview, ['高塔是不是代表我会失败？']).turns[0]!.answer).toMatch(/高塔.*不是你会失败的判决/)
    expect(converse({ ...interview, question: 'Will I pass my teaching interview?', language: 'en' }, ['Does the Tower mean I will fail?']).turns[0]!.answer).toMatch(
      /not a verdict that you will fail/,
    )
  })

  it.each(LANGUAGES)('keeps a reading about one’s mother about her when the follow-up says she/她 (%s)', (language) => {
    const { turns } = converse(mum[language], FOLLOW_UPS[language])
    for (const t of turns) {
      expect(t.topic, t.answer).toBe('family')
      expect(t.answer).not.toMatch(/\b(?:lover|romance|romantic|dating|date|crush|partner)\b|恋人|戀人|情人|恋爱|戀愛|约会|約會|旧情|舊情|对象|對象/)
    }
    // He/she is the reading's own person.
    const other = turns.find((t) => t.mode === 'otherPerson' || t.mode === 'fear')!
    expect(other.answer).toMatch(language === 'en' ? /your mum|Temperance/ : /妈妈|媽媽|节制|節制/)
  })

  it.each(LANGUAGES)('pastes no sentence of the reading or of an earlier answer, and opens no two answers alike (%s)', (language) => {
    for (const reading of [mum[language], { ...work, language }]) {
      const { interpretation, turns } = converse(reading, FOLLOW_UPS[language])
      const openings = new Set<string>()
      for (const [i, t] of turns.entries()) {
        const earlier = [interpretation, ...turns.slice(0, i).map((x) => x.answer)].join('\n')
        for (const s of sentences(t.answer).filter((x) => isLongSentence(x, language))) expect(earlier, `${language} turn ${i}: ${s}`).not.toContain(s.replace(/[。.!?！？]+$/u, ''))
        const opening = openingOf(t.answer, language)
        expect(openings.has(opening), `${language} turn ${i} opens like an earlier one: ${opening}`).toBe(false)
        openings.add(opening)
      }
    }
  })

  it('points back to the reading or invites another question in at most half of the answers, with varied words', () => {
    let asides = 0
    let total = 0
    for (const language of LANGUAGES) {
      for (const reading of [mum[language], { ...work, language }]) {
        for (const t of converse(reading, FOLLOW_UPS[language]).turns) {
          total += 1
          if (/as the reading|from the reading|in your reading|ask about it|any other card|go further|解读里|解讀裡|也可以问我|也可以問我|一起细看|一起細看|说一张牌|說一張牌/.test(t.answer))
            asides += 1
        }
      }
    }
    expect(asides).toBeGreaterThan(0)
    expect(asides / total).toBeLessThanOrEqual(0.5)
  })

  it('answers about the card the follow-up names, by number, by name or by position', () => {
    const ask = (message: string, language: Language = 'en') => converse({ ...work, language }, [message]).turns[0]!
    expect(ask('What does the second card mean for me?').answer).toContain('Five of Swords')
    expect(ask('What about the Present card?').answer).toContain('Five of Swords')
    expect(ask('What about the Present card?').answer).not.toMatch(/Present · /)
    expect(ask(`${cardText('Coins09', 'zh-Hans')!.name}在工作上怎么看？`, 'zh-Hans').answer).toContain(cardText('Coins09', 'zh-Hans')!.name)
  })

  it('answers a detail of the asker’s situation in its own words', () => {
    const lend = { question: 'Should I lend my brother the $4,000 deposit?', spreadId: 'ppf', cards: [up('Coins05'), up('Major17'), down('Wands04')], language: 'en' as const }
    const t = converse(lend, ['What about the deposit?']).turns[0]!
    expect(t.mode).toBe('detail')
    expect(t.answer).toContain('the deposit')
    const zh = converse({ ...lend, question: '我要不要把四千块押金借给弟弟？', language: 'zh-Hans' }, ['那四千块钱呢？']).turns[0]!
    expect(zh.answer).toContain('四千块')
  })

  it('reads a card for the detail the follow-up names, and "is Death a bad sign?" as a fear', () => {
    const lend = { question: 'Should I lend my brother the $4,000 deposit?', spreadId: 'ppf', cards: [up('Major13'), up('Major16'), down('Major17')], language: 'en' as const }
    const star = converse(lend, ['Does the Star say anything about the $4,000?']).turns[0]!
    expect(star.answer).toContain('$4,000')
    expect(star.answer).toContain('Star')
    const zh = converse({ ...lend, question: '要不要把四千块押金借给弟弟？', language: 'zh-Hans' }, ['星星对那四千块怎么说？']).turns[0]!
    expect(zh.answer).toContain('四千块')
    const death = converse(lend, ['Is Death a bad sign?']).turns[0]!
    expect(death.mode).toBe('fear')
    expect(death.answer).toMatch(/Death is an ending .+\. It is not a verdict|Death is not a verdict|Death is an ending[^.]*, not a verdict/)
  })

  it('weighs a choice reading’s two options, each by its own cards, in the question’s words', () => {
    const cards = [up('Major17'), up('Coins05'), down('Wands03'), up('Cups10'), up('Swords03')]
    const en = converse({ question: 'Should I lend my brother the deposit, or keep my savings?', spreadId: 'two', cards, language: 'en' }, ['So which should I do?']).turns[0]!
    expect(en.mode).toBe('decision')
    expect(en.answer).toMatch(/Ten of Cups[^.;]*lend|lend[^.;]*Ten of Cups/)
    expect(en.answer).toMatch(/Three of Swords[^.;]*keeping your savings/)
    const zh = converse({ question: '把押金借给弟弟，还是自己留着存款？', spreadId: 'two', cards, language: 'zh-Hans' }, ['那我该选哪个？']).turns[0]!
    expect(zh.mode).toBe('decision')
    expect(zh.answer).toContain('自己留着存款')
    expect(zh.answer).toMatch(/如果|要是/)
  })

  it('answers a yes/no follow-up with how the cards lean and the card it rests on', () => {
    for (const language of LANGUAGES) {
      const t = converse({ ...work, language }, [language === 'en' ? 'So will things get easier at work?' : language === 'zh-Hans' ? '那工作会变轻松吗？' : '那工作會變輕鬆嗎？']).turns[0]!
      expect(t.mode, language).toBe('lean')
      expect(t.answer, language).toMatch(/\b(?:yes|no|not yet|either way)\b|“是”|“否”|“可以”|“不”|「是」|「否」|「可以」|「不」|是或否|還不到時候|还不到时候/i)
    }
  })

  it('turns "will he reach out?" toward what the asker can see and do, not a decision', () => {
    const answer = converse({ ...work, language: 'zh-Hans' }, ['他会主动联系我吗？']).turns[0]!
    expect(answer.mode).toBe('otherPerson')
    expect(answer.answer).toMatch(/对方/)
    expect(answer.answer).not.toMatch(/如果你最想要的|更倾向于让你/)
  })

  it.each(LANGUAGES)('kindly declines, in one short paragraph, a follow-up that is not about the reading (%s)', (language) => {
    const messages =
      language === 'en'
        ? ['Write a poem about the sea', 'Give me a recipe for dumplings', 'Do a reading for my friend instead']
        : language === 'zh-Hans'
          ? ['帮我写一首关于大海的诗', '红烧肉的做法是什么', '帮我朋友也抽一张吧']
          : ['幫我寫一首關於大海的詩', '紅燒肉的做法是什麼', '幫我朋友也抽一張吧']
    for (const message of messages) {
      const answer = composeFollowUp({ ...work, language, interpretation: composeReading({ ...work, language }).paragraphs.join('\n\n'), history: [], message } satisfies FollowUpInput)
      expect(answer, message).toHaveLength(1)
      expect(answer[0]!, message).not.toContain(cardText('Major17', language)!.name)
      expect(answer[0]!.length, message).toBeLessThan(130)
    }
  })
})
