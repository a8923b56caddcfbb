import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import { CARD_IDS, getCard } from '@tarot/core/deck'
import { valenceOf } from '@tarot/core/reading/facts'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import { describe, expect, it } from 'vitest'
import type { InterpretationInput } from '../interpreter'
import { essenceOf } from './card-words'
import { composeReading } from './compose-reading'
import { phrasesFor } from './phrases'
import { relationPhrasesFor } from './phrases/relations'
import type { CardRef } from './phrases/types'

type Drawn = InterpretationInput['cards'][number]

/** A seeded draw of n distinct cards, so every run reads the same spreads. */
function draw(n: number, seed: number): Drawn[] {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const ids = [...CARD_IDS]
  const cards: Drawn[] = []
  while (cards.length < n) {
    const [id] = ids.splice(Math.floor(next() * ids.length), 1)
    cards.push({ id: id!, orientation: next() < 0.35 ? 'reversed' : 'upright' })
  }
  return cards
}

const read = (question: string, spreadId: string, cards: Drawn[], language: Language = 'en') => composeReading({ question, language, spreadId, cards })
const nameOf = (id: string, language: Language) => cardText(id, language)!.name.replace(/^The /, '')
const SPREAD_SIZES = { one: 1, ppf: 3, obst: 5, horse: 7, celtic: 10 } as const

/** A card stand-in whose every field is one marker character, to read a template's own words apart from what fills it. */
const MARKER: CardRef = { card: '\u0001', essence: '\u0001', position: '\u0001' }
/** Each rendered template's longest fixed stretch between the marked fields: what tells its sentences apart in a reading. */
const fixedWords = (rendered: string[]) => rendered.map((text) => text.split('\u0001').sort((x, y) => y.length - x.length)[0]!)

describe('the built-in reader', () => {
  it('speaks of a single card as one card, never as a set of cards, whatever the question (zh-Hans said 这组牌…其中最响亮的声音)', () => {
    const questions: Record<Language, string[]> = {
      'zh-Hans': ['我和他还会复合吗？', '我该选择留下还是离开？', '我什么时候能找到新工作？', '我该怎样改善和妈妈的关系？', '现在的我最需要看清自己的哪一面？', '他心里是怎么看我的？'],
      'zh-Hant': ['我和他還會復合嗎？', '我該選擇留下還是離開？', '我什麼時候能找到新工作？', '我該怎樣改善和媽媽的關係？', '現在的我最需要看清自己的哪一面？', '他心裡是怎麼看我的？'],
      en: [
        'Will we get back together?',
        'Should I stay or leave?',
        'When will I find a new job?',
        'How can I get along better with my mother?',
        'What do I most need to see about myself now?',
        'What does he really think of me?',
      ],
    }
    // 大多在说: "this card mostly says", as if one card were several voices (zh-Hans said 这张牌大多在说…).
    const asSet = /这组牌|这些牌|几张牌|其中最|大多在[说說]|這組牌|這些牌|幾張牌|these cards|this set of cards|the cards together/i
    for (const language of LANGUAGES) {
      for (const [q, question] of questions[language].entries()) {
        for (let seed = 1; seed <= 12; seed++) {
          // Padding varies the seeded wording; the question stays the same.
          const text = read(question + ' '.repeat(seed % 4), 'one', draw(1, seed * 31 + q), language).paragraphs.join('\n\n')
          expect(text.match(asSet)?.[0], `${language}: ${question} (${seed})`).toBeUndefined()
        }
      }
    }
  })

  it('reads the Celtic Cross crown as the aim held in view, and only Hopes and Fears as hopes and fears (the crown said "Your wish and your worry meet in…")', () => {
    for (const language of LANGUAGES) {
      const { hopes_fears: hopes, aim } = phrasesFor(language).role
      const [hopeWords, aimWords] = [fixedWords(hopes.map((t) => t(MARKER))), fixedWords(aim.map((t) => t(MARKER)))]
      const crown = localizeSpread(BUNDLED_CATALOGUE, 'celtic', language)!.positions[4]!.name
      const hopesAndFears = localizeSpread(BUNDLED_CATALOGUE, 'celtic', language)!.positions[8]!.name
      for (let seed = 1; seed <= 24; seed++) {
        const cards = draw(10, seed)
        const text = read('Should I take the job offer?', 'celtic', cards, language).paragraphs.join('\n')
        // The crown's paragraph: from its heading line to the next position's.
        const at = text.indexOf(`${crown} · `)
        const crownText = text.slice(at, text.indexOf(' · ', at + crown.length + 3))
        expect(at, `${language} ${seed}`).toBeGreaterThanOrEqual(0)
        expect(
          aimWords.some((words) => crownText.includes(words)),
          `${language} ${seed}: ${crownText}`,
        ).toBe(true)
        expect(
          hopeWords.filter((words) => crownText.includes(words)),
          `${language} ${seed}: ${crownText}`,
        ).toEqual([])
        const hopesText = text.slice(text.indexOf(`${hopesAndFears} · `))
        expect(
          hopeWords.some((words) => hopesText.includes(words)),
          `${language} ${seed}`,
        ).toBe(true)
      }
    }
  })

  it('relates Hopes and Fears to the outcome in words that hold for a feared card too (zh-Hant said 你的期待是空洞的勝利 of the Five of Swords)', () => {
    const worry: Record<Language, RegExp> = { en: /fear|worry/, 'zh-Hans': /怕|担心|担忧/, 'zh-Hant': /怕|擔心|擔憂/ }
    for (const language of LANGUAGES) {
      const templates = relationPhrasesFor(language).setting.hope_outcome
      // Every sentence speaks of the place as hoped for or feared, never as a wish alone.
      for (const template of templates) expect(template(MARKER, MARKER), language).toMatch(worry[language])
      // And a reading with a hard card in that place (What's at Stake, in Choice and Consequence) voices one of them.
      const pairWords = fixedWords(templates.map((template) => template(MARKER, MARKER)))
      let voiced = 0
      for (let seed = 1; seed <= 24; seed++) {
        const cards: Drawn[] = [
          { id: 'Swords05', orientation: 'upright' },
          ...draw(3, seed)
            .filter((c) => c.id !== 'Swords05')
            .slice(0, 2),
        ]
        const text = read('Should I take the job offer?', 'cnc', cards, language).paragraphs.join('\n')
        if (pairWords.some((words) => text.includes(words))) voiced += 1
      }
      expect(voiced, language).toBeGreaterThan(0)
    }
  })

  it('reads a hard card in a place of support as something to draw on, not as help already here (en: "the Ten of Swords is a resource you can lean on")', () => {
    const leanOn: Record<Language, RegExp> = {
      en: /a resource you can lean on|On your side, .* brings|Something that helps is already here/,
      'zh-Hans': /你可以倚靠的|容易忽略、却用得上的底气/,
      'zh-Hant': /站在你這邊的|可以倚靠的資源|幫得上忙的東西已經在了/,
    }
    for (const language of LANGUAGES) {
      const gifts = localizeSpread(BUNDLED_CATALOGUE, 'star', language)!.positions[1]!.name
      for (let seed = 1; seed <= 24; seed++) {
        const others = draw(6, seed).filter((c) => c.id !== 'Swords10')
        const text = read('What can help me through this year?', 'star', [others[0]!, { id: 'Swords10', orientation: 'upright' }, ...others.slice(1, 5)], language).paragraphs.join('\n')
        const at = text.indexOf(`${gifts} · `)
        expect(at, `${language} ${seed}`).toBeGreaterThanOrEqual(0)
        expect(text.slice(at, text.indexOf('\n', text.indexOf('\n', at) + 1)), `${language} ${seed}`).not.toMatch(leanOn[language])
      }
    }
  })

  it('relates a challenge to its answer without calling either a knot or a key, which holds when the challenge is a bright card (en: "Judgement is the knot")', () => {
    const knot: Record<Language, RegExp> = { en: /the knot|The block|stands in the way|opens a door/, 'zh-Hans': /卡住你的是|钥匙/, 'zh-Hant': /是結|阻礙是|擋住的地方|鑰匙/ }
    for (const language of LANGUAGES) {
      for (const template of relationPhrasesFor(language).setting.obstacle_answer) expect(template(MARKER, MARKER), language).not.toMatch(knot[language])
    }
  })

  it('relates the root to the crown as to what is on the mind, not to a goal, which holds for a hard crown too (zh-Hant said 你心裡懸著的目標：衝突)', () => {
    const goal: Record<Language, RegExp> = { en: /reaching for|what you aim at|only holds if/, 'zh-Hans': /你想要的|努力跨过|追求|灯再亮/, 'zh-Hant': /你想要的|目標|願景/ }
    for (const language of LANGUAGES) {
      for (const template of relationPhrasesFor(language).setting.root_crown) expect(template(MARKER, MARKER), language).not.toMatch(goal[language])
    }
  })

  it('reads a bright card across the way as a challenge to meet, and a hard card as advice as something to look at, not to copy (zh-Hant said the Magician was 卡住你的東西; en "invites you to try a gift with strings tied to it")', () => {
    // What each language said of any card in those places before: that it blocks, or that it is to be tried.
    const blocks: Record<Language, RegExp> = { en: /blocks the path|gets in the way/, 'zh-Hans': /让你迈不开步|让你脚步慢下来/, 'zh-Hant': /卡住你的東西|就擋在/ }
    const paragraphAt = (text: string, position: string) => {
      const at = text.indexOf(`${position} · `)
      return text.slice(at, text.indexOf('\n', text.indexOf('\n', at) + 1))
    }
    for (const language of LANGUAGES) {
      const crossing = localizeSpread(BUNDLED_CATALOGUE, 'celtic', language)!.positions[1]!.name
      const pointIt = localizeSpread(BUNDLED_CATALOGUE, 'energy', 'en')!.positions[2]!.name
      for (let seed = 1; seed <= 24; seed++) {
        const others = draw(10, seed).filter((c) => c.id !== 'Major19' && c.id !== 'Coins06')
        const celtic = read('Where is my work heading?', 'celtic', [others[0]!, { id: 'Major19', orientation: 'upright' }, ...others.slice(1, 9)], language).paragraphs.join('\n')
        expect(paragraphAt(celtic, crossing), `${language} ${seed}`).not.toMatch(blocks[language])
        // The Chinese advice sentences never asked to try the picture; the English one did.
        if (language !== 'en') continue
        const energy = read('How can I rebuild trust with my sister?', 'energy', [others[0]!, others[1]!, { id: 'Coins06', orientation: 'reversed' }], language).paragraphs.join('\n')
        expect(paragraphAt(energy, pointIt), `${seed}`).not.toMatch(/invites you to try/)
      }
    }
  })

  it('names what stands in the way first when that is what was asked (en answered "What is blocking me…" with "the cards point you to what the Empress brings to the front")', () => {
    const asked: Record<Language, [string, string]> = {
      en: ['What is blocking me from finishing my novel?', 'What should I focus on with my novel?'],
      'zh-Hans': ['是什么阻碍我写完这本小说？', '写这本小说，我该把心思放在哪里？'],
      'zh-Hant': ['是什麼阻礙我寫完這本小說？', '寫這本小說，我該把心思放在哪裡？'],
    }
    let crossingsNamed = 0
    const naming: Record<Language, RegExp> = {
      en: /stand in the way|the knot|holding this up|is in the way|the block/,
      'zh-Hans': /挡在路上|卡住的地方|拖住你/,
      'zh-Hant': /擋在路上|卡關的地方|拖住你/,
    }
    for (const language of LANGUAGES) {
      const [blocked, open] = asked[language]
      for (let seed = 1; seed <= 12; seed++) {
        const cards = draw(3, seed * 5)
        // The hardest card is named (lowest valence); the card that carries the answer (the Future) never is.
        const bottom = read(blocked, 'ppf', cards, language).paragraphs[0]!
        expect(bottom, `${language} ${seed}`).toMatch(naming[language])
        expect(read(open, 'ppf', cards, language).paragraphs[0], `${language} ${seed}`).not.toMatch(naming[language])
        // Where the spread has a place for it, that place's card is the one named when it is not a favourable card: the Celtic Cross's crossing card.
        const celtic = draw(10, seed * 7)
        const crossing = celtic[1]!
        if (valenceOf(getCard(crossing.id)!, crossing.orientation === 'reversed') > 0) continue
        crossingsNamed += 1
        expect(read(blocked, 'celtic', celtic, language).paragraphs[0], `${language} ${seed}`).toContain(cardText(crossing.id, language)!.name.replace(/^The /, ''))
      }
    }
    expect(crossingsNamed).toBeGreaterThan(0)
  })

  it('names what a how-to answer rests on as something to keep in mind, which holds for a hard card (en: "the Three of Swords adds the condition that makes it work: heartbreak")', () => {
    const cards: Drawn[] = [
      { id: 'Cups05', orientation: 'upright' },
      { id: 'Coins06', orientation: 'upright' },
      { id: 'Major17', orientation: 'upright' },
      { id: 'Swords03', orientation: 'upright' },
      { id: 'Cups06', orientation: 'upright' },
      { id: 'Major14', orientation: 'upright' },
    ]
    const bottom = read('How can I be a better friend to someone who is grieving?', 'star', cards).paragraphs[0]!
    expect(bottom).toContain('Three of Swords')
    expect(bottom).not.toMatch(/condition that makes it work/)
  })

  it('never calls one card of several "on its own" (en: "on its own, the Knight of Pentacles describes…" in a three-card reading)', () => {
    for (const question of ['What do I most need to see about myself now?', 'Where is my work heading?', 'What is going on with my health?']) {
      for (let seed = 1; seed <= 40; seed++) {
        expect(read(question, 'cnc', draw(3, seed)).paragraphs[0], `${question} ${seed}`).not.toMatch(/on its own/)
      }
    }
  })

  it('never says "now" twice in a breath in Chinese (zh-Hant said 你現在的狀態眼下)', () => {
    const questions: Record<'zh-Hans' | 'zh-Hant', string[]> = {
      'zh-Hans': ['现在的我最需要看清自己的哪一面？', '我现在的工作状态怎么样？', '目前我和他的关系会怎样发展？'],
      'zh-Hant': ['現在的我最需要看清自己的哪一面？', '我現在的工作狀態怎麼樣？', '目前我和他的關係會怎樣發展？'],
    }
    // Not 出现在 (appears in), and not a position's quoted name (「現在」).
    const twice = /(?<!出)(现在|現在|眼下|此刻|目前|当下|當下)[^，。；：！？\n「」“”]{0,6}(现在|現在|眼下|此刻|目前|当下|當下)/
    for (const language of ['zh-Hans', 'zh-Hant'] as const) {
      for (const question of questions[language]) {
        for (const [spreadId, n] of Object.entries(SPREAD_SIZES)) {
          for (let seed = 1; seed <= 8; seed++) {
            const text = read(question + ' '.repeat(seed % 4), spreadId, draw(n, seed * 13 + n), language).paragraphs.join('\n\n')
            expect(text.match(twice)?.[0], `${language}: ${question} ${spreadId} (${seed})`).toBeUndefined()
          }
        }
      }
    }
  })

  it.each(LANGUAGES)('names every card and every position of the spread, and no other card (%s)', (language) => {
    for (const [spreadId, n] of Object.entries(SPREAD_SIZES)) {
      const cards = draw(n, n * 7)
      const text = read('What do I need to know about my work?', spreadId, cards, language).paragraphs.join('\n\n')
      for (const c of cards) expect(text, `${spreadId} ${c.id}`).toContain(nameOf(c.id, language))
      for (const position of localizeSpread(BUNDLED_CATALOGUE, spreadId, language)!.positions) expect(text, spreadId).toContain(position.name)
      const drawn = new Set(cards.map((c) => c.id))
      // Chinese names can sit inside longer ones (星币十 in 星币十一 does not exist, but 皇后 is in 圣杯王后), so check the full English deck only.
      if (language === 'en') for (const id of CARD_IDS) if (!drawn.has(id) && / of /.test(cardText(id, 'en')!.name)) expect(text, `${spreadId} names ${id}`).not.toContain(cardText(id, 'en')!.name)
    }
  })

  it('reads 对方的感受 · 圣杯二（逆位） as the other person’s, never as 关系失衡先发生在你心里 (the other person’s card was read as the asker’s)', () => {
    const cards: Drawn[] = [
      { id: 'Major06', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Swords04', orientation: 'reversed' },
      { id: 'Major15', orientation: 'reversed' },
    ]
    const questions: Record<Language, string> = { 'zh-Hans': '他对我是什么感觉？', 'zh-Hant': '他對我是什麼感覺？', en: 'How does he feel about me?' }
    const asker = { zh: /你(?:的)?心[里裡中]|你的感受|你(?:觉|覺)得|你感到|[问問][问問]自己|此刻的你/, en: /\byou feel\b|\byour (?:feelings?|heart)\b|\bask yourself\b/i }
    for (const language of LANGUAGES) {
      const place = localizeSpread(BUNDLED_CATALOGUE, 'pyramid', language)!.positions[1]!.name
      // Every seed the draw can take: the paragraph under the other person's place.
      for (let variant = 0; variant < 12; variant++) {
        const { paragraphs } = read(`${questions[language]}${' '.repeat(variant)}`, 'pyramid', cards, language)
        const theirs = paragraphs.find((p) => p.startsWith(`${place} · `))!
        expect(theirs, language).toBeDefined()
        const body = theirs.split('\n').slice(1).join('\n')
        expect(body, `${language}: ${body}`).not.toMatch(language === 'en' ? asker.en : asker.zh)
        // Said of them: the card's own line for another's place, with its subject.
        const line = cardReadingText('Cups02', language)!.other.reversed
        expect(body).toContain(language === 'en' ? `They ${line}` : `${language === 'zh-Hant' ? '對方' : '对方'}${line}`)
      }
    }
    // The asker's own place still speaks to the asker.
    const mine = read(questions['zh-Hans'], 'pyramid', cards, 'zh-Hans').paragraphs.find((p) => p.startsWith('你的感受 · '))!
    expect(mine).toMatch(/你/)
  })

  it('reads a card in someone else’s place of them in a large spread read by its groups too (a spread published later, with about on a position)', () => {
    const texts = (zh: string, tw: string, en: string) => ({ 'zh-Hans': zh, 'zh-Hant': tw, en })
    const positions = Array.from({ length: 12 }, (_, i) =>
      i === 5
        ? {
            name: texts('对方的看法', '對方的看法', 'Their View'),
            meaning: texts('对方眼中这件事的样子。', '對方眼中這件事的樣子。', 'How the other person sees the matter.'),
            about: 'other' as const,
          }
        : { name: texts(`第${i + 1}站`, `第${i + 1}站`, `Station ${i + 1}`), meaning: texts('这一站的主题。', '這一站的主題。', 'The theme of this station.') },
    )
    const source = {
      ...BUNDLED_CATALOGUE.source,
      spreads: {
        ...BUNDLED_CATALOGUE.source.spreads,
        circle: { category: 'self', name: texts('一圈', '一圈', 'The Circle'), desc: texts('一圈十二站。', '一圈十二站。', 'Twelve stations.'), positions },
      },
    }
    const catalogue = { source, layouts: { ...BUNDLED_CATALOGUE.layouts, circle: { margin: 0, positions: positions.map((_, i) => ({ x: i, y: 0, angle: 0 as const })) } } }
    const cards = draw(12, 21)
      .map((c, i) => (i === 5 ? { id: 'Cups02', orientation: 'reversed' as const } : c))
      .map((c, i, all) => (i !== 5 && c.id === 'Cups02' ? { ...c, id: all.some((d) => d.id === 'Major00') ? 'Major21' : 'Major00' } : c))
    const text = composeReading({ question: '他对我是什么感觉？', language: 'zh-Hans', spreadId: 'circle', cards, catalogue }).paragraphs.join('\n')
    const line = text.split('\n').find((l) => l.includes('对方的看法'))!
    expect(line).toContain(`对方${cardReadingText('Cups02', 'zh-Hans')!.other.reversed}`)
    expect(line).not.toMatch(/你心里|你的感受|你觉得|问问自己/)
  })

  it('reads the people around you in the Horseshoe’s Other People as them, and a partner’s part as the partner’s', () => {
    const seven: Drawn[] = ['Major01', 'Wands03', 'Cups06', 'Coins02', 'Swords08', 'Major17', 'Wands10'].map((id) => ({ id, orientation: 'upright' }))
    const horse = read('How will the move to a new city go from here?', 'horse', seven, 'en').paragraphs.find((p) => p.startsWith('Other People · '))!
    expect(horse).toContain(`The people around you ${cardReadingText('Swords08', 'en')!.other.upright}`)
    expect(horse).not.toMatch(/\byou feel\b|\byour (?:feelings?|heart)\b/i)
    const marriage = read('我们的婚姻接下来会怎样？', 'marriage', draw(7, 9), 'zh-Hans').paragraphs.find((p) => p.startsWith('伴侣的付出 · '))!
    expect(marriage).toMatch(/对方/)
    expect(marriage).not.toMatch(/你心里|你的感受|问问自己/)
  })

  it('reads the same draw the same way every time, and a different draw differently', () => {
    const cards = draw(3, 11)
    expect(read('Will I pass the exam?', 'ppf', cards)).toEqual(read('Will I pass the exam?', 'ppf', cards))
    expect(read('Will I pass the exam?', 'ppf', draw(3, 12)).paragraphs[0]).not.toEqual(read('Will I pass the exam?', 'ppf', cards).paragraphs[0])
  })

  it('opens a yes/no question with a leaning, never a verdict', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const opening = read('Will I get the job?', 'ppf', draw(3, seed)).paragraphs[0]!
      expect(opening).toMatch(/\b(?:yes|no|either way|divided|not yet)\b/i)
      expect(opening).not.toMatch(/\b(?:definitely|certainly|destined|guaranteed)\b/i)
    }
  })

  it('turns a question about another person toward what the asker can see and do', () => {
    const opening = read('Does he still like me?', 'pyramid', draw(4, 5)).paragraphs[0]!
    expect(opening).toMatch(/\byou\b/i)
    expect(opening).not.toMatch(/\b(?:he|she) (?:still )?(?:loves|likes) you\b/i)
  })

  it('weighs option against option in a choice spread, naming both sides', () => {
    const cards = draw(5, 9)
    const opening = read('Should I stay in Beijing or move home?', 'two', cards).paragraphs[0]!
    // The first option's and the second option's cards are both in the bottom line.
    expect(opening).toContain(nameOf(cards[1]!.id, 'en'))
    expect(opening).toContain(nameOf(cards[2]!.id, 'en'))
  })

  it('reads the card for the question’s topic: study, wellbeing, family and a hobby turned side business', () => {
    const card = { id: 'Wands03', orientation: 'upright' as const }
    const cases: [string, Language, string][] = [
      ['这次考研能上岸吗？', 'zh-Hans', cardReadingText('Wands03', 'zh-Hans')!.study.upright],
      ['最近总是睡不好，我该怎么调整？', 'zh-Hans', cardReadingText('Wands03', 'zh-Hans')!.health.upright],
      ['How can I get along better with my parents?', 'en', cardReadingText('Wands03', 'en')!.bonds.upright],
      ['我该不该把爱好变成副业？', 'zh-Hans', cardText('Wands03', 'zh-Hans')!.career.upright],
    ]
    for (const [question, language, expected] of cases) expect(read(question, 'one', [card], language).paragraphs.join('\n'), question).toContain(expected)
  })

  it('tells a past card in the past', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const past = read('How do I find my footing after moving?', 'ppf', draw(3, seed)).paragraphs.find((p) => p.startsWith('Past · '))!
      expect(past.split('\n')[1]).toMatch(/\b(?:have been|has been|came before|was|looking back|behind you)\b/i)
    }
  })

  it.each(LANGUAGES)('relates the cards: at least one passage naming two cards for every three drawn (%s)', (language) => {
    for (const [spreadId, n] of Object.entries(SPREAD_SIZES)) {
      if (n < 3) continue
      const cards = draw(n, n * 13)
      const names = cards.map((c) => nameOf(c.id, language))
      const { paragraphs } = read('Where is my career heading?', spreadId, cards, language)
      const start = paragraphs.findIndex((p, i) => i > 0 && p.startsWith('## ') && !paragraphs[i + 1]?.includes(' · '))
      const relating = paragraphs.slice(start).filter((p) => names.filter((name) => p.includes(name)).length >= 2)
      expect(relating.length, spreadId).toBeGreaterThanOrEqual(Math.floor(n / 3))
    }
  })

  it('says what stands out only when it does', () => {
    const single = read('What should I focus on?', 'one', [{ id: 'Coins03', orientation: 'upright' }]).paragraphs.join('\n')
    expect(single).not.toMatch(/\b1 of the 1\b|strongest element|major arcana/i)
    const swords = read(
      'What do I need to see?',
      'obst',
      ['Swords02', 'Swords05', 'Swords09', 'Cups04', 'Major09'].map((id) => ({ id, orientation: 'upright' as const })),
    ).paragraphs.join('\n')
    expect(swords).toMatch(/3 of the 5 cards are Swords|Swords keep turning up|3 Swords among 5/)
  })

  it('groups a spread above ten cards by rows instead of a paragraph per card', () => {
    const { paragraphs } = read('What is my path this year?', 'fool', draw(21, 3))
    const headings = paragraphs.filter((p) => p.startsWith('## '))
    expect(headings.length).toBeLessThanOrEqual(6)
    expect(paragraphs.length).toBeLessThan(14)
  })

  it.each(LANGUAGES)('never uses certainty or fate words (%s)', (language) => {
    for (let seed = 1; seed <= 30; seed++) {
      const text = read('Will we get back together?', seed % 2 ? 'ppf' : 'celtic', draw(seed % 2 ? 3 : 10, seed), language).paragraphs.join('\n')
      expect(text).not.toMatch(/一定会|一定會|注定|必然|绝对|絕對|必定|\bdefinitely\b|\bdestined\b|\bguaranteed\b/i)
    }
  })

  it('keeps its length in step with the spread', () => {
    const words = (spreadId: string, n: number) => read('What do I need to know about my work?', spreadId, draw(n, 21)).paragraphs.join(' ').split(/\s+/).length
    expect(words('one', 1)).toBeGreaterThanOrEqual(150)
    expect(words('one', 1)).toBeLessThanOrEqual(300)
    expect(words('celtic', 10)).toBeGreaterThanOrEqual(700)
    expect(words('celtic', 10)).toBeLessThanOrEqual(1100)
  })

  it('sets a card’s keyword where any keyword reads in a Chinese timing answer, never straight after 要看 / 取决于', () => {
    const question = '我什么时候能遇到对的人？'
    let hinged = 0
    for (let seed = 1; seed <= 40; seed++) {
      const reading = read(question, 'celtic', draw(10, seed), 'zh-Hans')
      expect(reading.facts.intent.kind).toBe('timing')
      const opening = reading.paragraphs[0]!
      // Keywords are nouns, verbs or states ("逃避改变", "勇气", "延迟的冲击"): "要看逃避改变" does not read, "要看你怎样对待“逃避改变”" does.
      const keywords = reading.facts.cards.flatMap((c) => cardText(c.id, 'zh-Hans')!.keywords[c.reversed ? 'reversed' : 'upright'])
      for (const k of keywords) {
        expect(opening, opening).not.toContain(`要看${k}`)
        expect(opening, opening).not.toContain(`取决于${k}`)
        expect(opening, opening).not.toMatch(new RegExp(`当${k}`))
        if (opening.includes(`“${k}”`)) hinged++
      }
    }
    expect(hinged).toBeGreaterThan(10)
  })

  it('names what could turn a leaning-no answer as something to do about the hinge card, never the obstacle itself as the lever (zh-Hant)', () => {
    let checked = 0
    for (let seed = 1; seed <= 60; seed++) {
      const reading = read('我跟前任還有機會復合嗎？', 'ppf', draw(3, seed), 'zh-Hant')
      if (reading.facts.leaning !== 'no') continue
      const opening = reading.paragraphs[0]!
      // "能讓局面轉向的，會是皇帝（逆位）提到的僵化" makes the rigidity the way out; the way out is how one meets it.
      const keywords = reading.facts.cards.flatMap((c) => cardText(c.id, 'zh-Hant')!.keywords[c.reversed ? 'reversed' : 'upright'])
      for (const k of keywords) {
        expect(opening, opening).not.toMatch(new RegExp(`(?:轉向，會是|鬆動的地方，在).*[：的]${k}。`))
      }
      if (/轉向|鬆動/.test(opening)) {
        expect(opening, opening).toMatch(/怎麼(?:面對|處理)/)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('keeps the hinge card out of the list of lead cards in a Chinese opening, naming it only in its own half (zh-Hans)', () => {
    let checked = 0
    for (let seed = 1; seed <= 80; seed++) {
      const reading = read('我和前任还有可能复合吗？', 'ppf', draw(3, seed), 'zh-Hans')
      if (reading.facts.lead.length < 2 || !reading.facts.lead.includes(reading.facts.hinge)) continue
      const opening = reading.paragraphs[0]!
      // "权杖王牌（逆位）和恋人呈现的是拖延……而恋人落在“现在”" named the Lovers twice and lent it the Ace's theme.
      const hinge = reading.facts.cards[reading.facts.hinge]!
      const name = `${cardText(hinge.id, 'zh-Hans')!.name}${hinge.reversed ? '（逆位）' : ''}`
      // The lead cards are listed with 、 and 和: the hinge is not among them.
      for (const listed of [`${name}和`, `和${name}`, `${name}、`, `、${name}`]) expect(opening, opening).not.toContain(listed)
      expect(opening, opening).toContain(name)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('says which cards are court cards with their names first, for one, two and three (en)', () => {
    const ref = (card: string): CardRef => ({ card, essence: 'steadiness', position: 'Past' })
    const [knight, king, page] = [ref('the Knight of Pentacles'), ref('the King of Swords reversed'), ref('the Page of Cups')]
    for (const courtCards of relationPhrasesFor('en').pattern.courtCards) {
      const one = courtCards({ cards: [knight], count: 1, total: 3 })
      const two = courtCards({ cards: [knight, king], count: 2, total: 3 })
      const three = courtCards({ cards: [knight, king, page], count: 3, total: 5 })
      for (const line of [one, two, three]) expect(line).not.toMatch(/appear in/)
      expect(one).toMatch(/^(?:With )?the Knight of Pentacles (?:is a court card|in the spread)/i)
      expect(one).not.toMatch(/\bare court cards\b|\bthem\b/)
      expect(two).toMatch(/^(?:With )?the Knight of Pentacles and the King of Swords reversed (?:are court cards|in the spread)/i)
      expect(three).toMatch(/^(?:With )?the Knight of Pentacles, the King of Swords reversed and the Page of Cups (?:are court cards|in the spread)/i)
    }
    // In a reading: the Knight of Pentacles, the King of Swords reversed and the Wheel of Fortune, over several questions so each wording comes up.
    const cards: Drawn[] = [
      { id: 'Coins12', orientation: 'upright' },
      { id: 'Swords14', orientation: 'reversed' },
      { id: 'Major10', orientation: 'upright' },
    ]
    for (const question of ['Will my ex and I get back together?', 'Will we get back together?', 'Is he coming back?', 'Will I get the job?', 'Will it work out?']) {
      const text = read(question, 'ppf', cards).paragraphs.join('\n')
      const line = text.split(/(?<=[.;])\s+|\n/).find((s) => /court cards|ways of being/.test(s))
      expect(line, question).toMatch(/^(?:With )?the Knight of Pentacles and the King of Swords reversed\b/i)
    }
  })

  it.each(LANGUAGES)('reads a reversal that is a release as a release, never as a force overdone or stuck (%s)', (language) => {
    // Phrases of the held-in / overdone notes, which say the opposite of the Devil reversed breaking free.
    const overdone = {
      'zh-Hans': /过了头|这股劲被卡住|能量往里收|没处使的力气|时机还没到|没用对地方|“慢下来”的信号/,
      'zh-Hant': /力氣用過了頭|卡住了、慢一點|能量往內收|而是轉向內在/,
      en: /turns it inward|held back or delayed|overdone or stuck|is blocked inside you|slowed down or kept private|more inside you than around you|inward: for|held back, more a pressure|slower than it wants to|gone quiet or got stuck|turned down low|held in rather than spent|not found its way out|delayed or overdone/,
    }[language]
    const questions = [
      'What do I most need to see about myself right now?',
      '现在的我最需要看清自己的哪一面？',
      '現在的我最需要看清自己的哪一面？',
      'How do I move on?',
      '我该怎么走出来？',
      '我該怎麼走出來？',
    ]
    let released = 0
    for (const id of ['Major15', 'Swords08', 'Cups05', 'Coins05']) {
      for (const question of questions) {
        const text = read(question, 'one', [{ id, orientation: 'reversed' }], language).paragraphs.join('\n')
        expect(text, `${id} ${question}`).not.toMatch(overdone)
        if (/releas|loosen|lifting|give|good news|松开|松绑|松动|压力在退|鬆開|鬆綁|鬆動|壓力在退/.test(text)) released++
      }
    }
    expect(released).toBeGreaterThanOrEqual(20)
    // A reversal that is no release (the Emperor: rigid, or no one at the helm) still gets the held-in or overdone reading.
    const emperor = questions.map((q) => read(q, 'one', [{ id: 'Major04', orientation: 'reversed' }], language).paragraphs.join('\n'))
    expect(emperor.some((text) => overdone.test(text))).toBe(true)
  })

  it.each(LANGUAGES)('ends each draw of one question on its own line, naming a drawn card (%s)', (language) => {
    const question = { 'zh-Hans': '我该怎么提高工作效率？', 'zh-Hant': '我該怎麼提高工作效率？', en: 'How can I get more done at work?' }[language]
    const closings = new Set<string>()
    for (let seed = 1; seed <= 8; seed++) {
      const cards = draw(1, seed * 31)
      const closing = read(question, 'one', cards, language).paragraphs.at(-1)!
      expect(closing, closing).toContain(nameOf(cards[0]!.id, language))
      closings.add(closing)
    }
    expect(closings.size).toBe(8)
  })

  // Issue 32: the opening and the advice answer this question, in its words, not its kind's.
  const SITUATED: { language: Language; question: string; words: string }[] = [
    { language: 'zh-Hans', question: '教资面试能过吗？', words: '教资面试' },
    { language: 'zh-Hans', question: '妈妈是不是还在生我的气？', words: '妈妈' },
    { language: 'en', question: 'Will I finish my half marathon in April?', words: 'your half marathon' },
    { language: 'en', question: 'What does my new manager think of my work?', words: 'your new manager' },
    { language: 'zh-Hant', question: '新主管覺得我的工作表現怎麼樣？', words: '新主管' },
  ]

  it.each(SITUATED)('opens "$question" with its own stake or person, and sets the advice there too', ({ language, question, words }) => {
    for (let seed = 1; seed <= 12; seed++) {
      const reading = read(question, 'ppf', draw(3, seed * 7), language)
      const opening = reading.paragraphs[0]!
      expect(opening, opening).toContain(words)
      // The asker's "my" is spoken back as "your".
      if (language === 'en') expect(opening, opening).not.toMatch(/\bmy\b/i)
      const advice = reading.paragraphs.find((p) => /^(This week|A step for|Something to try|To carry this|这周|这几天|眼下|接下来|不妨|這週|給這幾天|帶進)/.test(p))!
      expect(advice, advice).toContain(words)
    }
  })

  it('reads a question about one’s mother as about her, with no romance and no claim to know her heart', () => {
    for (const [language, question] of [
      ['zh-Hans', '妈妈是不是还在生我的气？'],
      ['en', 'Is my mum still angry with me?'],
    ] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        const cards = draw(3, seed * 5)
        const opening = read(question, 'ppf', cards, language).paragraphs[0]!
        // The Lovers may be drawn, and the Two of Cups means partnership: the cards' own words are not romance said of the mother.
        const cardWords = cards.flatMap((c) => [cardText(c.id, language)!.name, ...(cardReadingText(c.id, language)?.nouns[c.orientation] ?? []), ...cardText(c.id, language)!.keywords[c.orientation]])
        const words = cardWords.reduce((text, w) => text.split(w).join(''), opening)
        expect(words, opening).not.toMatch(/恋|感情|伴侣|\blove\b|romanc|partner/i)
        expect(opening, opening).not.toMatch(/她(还在|已经不|不再)生|(she|your mum) (is|isn't) (still )?angry/i)
        expect(opening, opening).toMatch(language === 'en' ? /your mum/ : /妈妈/)
      }
    }
  })

  it('names each option of a choice in the asker’s words, option one first, and leaves the decision with them', () => {
    const cases = [
      { language: 'zh-Hans' as const, question: '借给弟弟首付的四万块，还是自己留着？', one: '选项一（', two: '选项二（', first: '借给弟弟', second: '自己留着' },
      { language: 'en' as const, question: 'Should I take the job in Berlin or stay in Leeds?', one: 'option one (', two: 'option two (', first: 'Berlin', second: 'Leeds' },
      { language: 'zh-Hant' as const, question: '要接台北的工作，還是留在台中？', one: '選項一（', two: '選項二（', first: '台北', second: '台中' },
    ]
    for (const c of cases) {
      for (const [spreadId, n] of [
        ['two', 2],
        ['ppf', 3],
      ] as const) {
        for (let seed = 1; seed <= 6; seed++) {
          const opening = read(c.question, spreadId, draw(n, seed * 3), c.language).paragraphs[0]!
          const a = opening.indexOf(c.one)
          const b = opening.indexOf(c.two)
          expect(a, opening).toBeGreaterThanOrEqual(0)
          expect(b, opening).toBeGreaterThan(a)
          expect(opening.slice(a, b), opening).toContain(c.first)
          expect(opening.slice(b), opening).toContain(c.second)
          expect(opening, opening).not.toMatch(/you should (take|choose|pick)|你(应该|應該)(选|選)/i)
        }
      }
    }
  })

  it.each(LANGUAGES)('ends some readings on a closing line and others on the advice, never one closing for every question (%s)', (language) => {
    const questions = {
      'zh-Hans': ['我该怎么提高工作效率？', '这次搬家是好时机吗？', '我什么时候能找到新工作？', '现在的我最需要看清什么？'],
      'zh-Hant': ['我該怎麼提高工作效率？', '這次搬家是好時機嗎？', '我什麼時候能找到新工作？', '現在的我最需要看清什麼？'],
      en: ['How can I get more done at work?', 'Is this a good time to move house?', 'When will I find a new job?', 'What do I most need to see right now?'],
    }[language]
    let closed = 0
    let total = 0
    const byLine = new Map<string, Set<string>>()
    for (const question of questions) {
      for (let seed = 1; seed <= 10; seed++) {
        const cards = draw(3, seed * 13)
        const reading = read(question, 'ppf', cards, language)
        const last = reading.paragraphs.at(-1)!
        total++
        // The advice paragraph opens with its prefix; a closing is one short line after it.
        if (reading.paragraphs.at(-2)!.length > last.length && !/[：:]/.test(last.slice(0, 12))) {
          closed++
          let masked = last
          for (const c of cards) masked = masked.split(cardText(c.id, language)!.name).join('<card>')
          if (!byLine.has(masked)) byLine.set(masked, new Set())
          byLine.get(masked)!.add(question)
        }
      }
    }
    expect(closed).toBeGreaterThan(total * 0.1)
    expect(closed).toBeLessThan(total * 0.6)
    for (const [line, asked] of byLine) expect(asked.size, line).toBeLessThan(3)
  })

  it.each(LANGUAGES)('reads the same reversed card in the words of each question, not one note for every question (%s)', (language) => {
    const questions = {
      en: [
        'Will my relationship get better?',
        'Should I ask for a raise at work?',
        'How can I save more money?',
        'How do I get through my exams?',
        'How can I sleep better?',
        'How do I get on with my parents?',
      ],
      'zh-Hans': ['我们的感情会变好吗？', '我该不该跟老板提加薪？', '我怎样才能多存点钱？', '考试前我该怎么复习？', '我怎样才能睡得好一点？', '我该怎么和爸妈相处？'],
      'zh-Hant': ['我們的感情會變好嗎？', '我該不該跟老闆提加薪？', '我要怎麼才能多存點錢？', '考試前我該怎麼複習？', '我要怎麼才能睡得好一點？', '我該怎麼跟爸媽相處？'],
    }[language]
    for (const id of ['Major04', 'Cups07', 'Major15']) {
      const own = cardText(id, language)!
      const name = nameOf(id, language)
      const image = essenceOf(id, language, true)
      // The reader's own words after the card's opening line (which carries its image): not the card's text, name masked.
      const byLine = new Map<string, Set<string>>()
      for (const question of questions) {
        const text = read(question, 'one', [{ id, orientation: 'reversed' }], language)
          .paragraphs.slice(1)
          .join('\n')
        for (const s of text.split(/(?<=[.!?。！？])\s*|\n/)) {
          if (s.length < 20 || s.includes(' · ') || s.includes(image) || Object.values(own).some((t) => JSON.stringify(t).includes(s.trim()))) continue
          const line = s.split(name).join('<card>').trim()
          if (!byLine.has(line)) byLine.set(line, new Set())
          byLine.get(line)!.add(question)
        }
      }
      for (const [line, asked] of byLine) expect(asked.size, `${id}: ${line}`).toBeLessThan(3)
    }
  })

  it('names what was asked about in every English reversed note and one-card line', () => {
    const en = phrasesFor('en')
    for (const f of [...en.reversedNote, ...en.releaseNote, ...en.single]) {
      const text = f({ card: 'the Tower reversed', essence: 'sudden change', position: 'Now' }, 'the job offer')
      expect(text).toContain('the job offer')
      expect(text.toLowerCase()).toContain('sudden change')
    }
  })
})
