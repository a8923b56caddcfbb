import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import type { Language } from '@tarot/core/language'
import type { CardFact, ReadingFacts } from '@tarot/core/reading/facts'
import { readingSeed } from '@tarot/core/reading/facts'
import type { PersonRelation } from '@tarot/core/reading/question-details'
import { type QuestionIntent, type QuestionTopic, understandQuestion } from '@tarot/core/reading/question-intent'
import { screenFollowUp } from '@tarot/core/question-check'
import { BUNDLED_CATALOGUE, localizeSpread } from '@tarot/core/spreads'
import type { FollowUpInput } from '../interpreter'
import { essenceOf, otherReading, reversalIsRelease, sentences, topicReading } from './card-words'
import { factsFor } from './compose-reading'
import { phrasesFor } from './phrases'
import { followUpPhrasesFor } from './phrases/follow-up'
import type { DecisionParams, FearKind, FollowUpPhrases, LeanSide } from './phrases/follow-up/types'

/**
 * The built-in reader's answer to a follow-up, as a reader in conversation would give it: it works out what the
 * message asks (a decision, one card or detail, a fear, what to do, when, the other person, or something that is
 * not about the reading) and answers that, in the reading's topic and with its people, in words written for this
 * answer: nothing the reading or an earlier answer said is pasted again, and no two answers open the same way.
 */

export type FollowUpMode = 'unrelated' | 'fear' | 'decision' | 'card' | 'detail' | 'nextStep' | 'timing' | 'lean' | 'otherPerson' | 'general'

const ORDINALS_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']
const ORDINALS_CN = '一二三四五六七八九十'

// Requests that are not about a tarot reading, whatever else they say.
const UNRELATED =
  /\b(?:poem|poetry|recipes?|weather forecast|translate|translation|capital of|stock price|trivia)\b|\b(?:do|give|draw|pull|run|make) (?:a |another |one |some )?(?:new )?(?:reading|cards?|spread|tarot)(?: reading)? for (?:my |a |her |his )?(?:friend|best friend|sister|brother|mum|mom|dad|boss|colleague|roommate|someone else)\b|写.{0,10}诗|寫.{0,10}詩|写.{0,10}(?:作文|代码|程序)|寫.{0,10}(?:作文|程式)|天气预报|天氣預報|翻译|翻譯|代码|程式碼|食谱|食譜|菜谱|菜譜|(?:菜|饭|飯|肉|鱼|魚|汤|湯|蛋糕|饺子|餃子|面条|麵條)的做法|教我做(?:菜|饭|飯|红烧肉|紅燒肉|蛋糕|饺子|餃子|甜点|甜點)|首都|(?:帮|幫|给|給|替)(?:我)?(?:的)?(?:朋友|闺蜜|閨蜜|同学|同學|室友|同事)(?:也)?(?:抽|算|占|解读|解讀|测|測|看一下|看看|看)(?:一张|一張|一下|一次|几张|幾張)?(?:牌|吧|好吗|好嗎|呢|[。？?！!]|$)/i
// Words that point back at the reading or at the asker: a follow-up with none of them, and no card, is about something else.
const ABOUT_READING =
  /牌|解读|解讀|我|你|这|這|那|它|他|她|还有|還有|再|更多|什么|什麼|时候|時候|怎么|怎麼|为什么|為什麼|会不会|會不會|要不要|该不该|該不該|吗|嗎|呢|\b(?:card|cards|reading|spread|this|that|it|me|my|i|mean|means|why|should|what|how|when|he|she|they|them|else|more|another|again|so)\b/i
const NEXT_STEP =
  /\bwhat (?:should|can|could) i do\b|\bwhat(?:'s| is) (?:my|the) next step\b|\bwhere (?:do|should) i start\b|怎么办|怎麼辦|该怎么做|該怎麼做|该做什么|該做什麼|下一步|从哪里开始|從哪裡開始|先做什么|先做什麼/i
const PRONOUN = /他|她|对方|對方|\b(?:he|she|him|her|they|them)\b/i
const DECISION =
  /([\u4e00-\u9fff])不\1(?:啊|呢|吗|嗎|呀)?[？?。]?$|合适吗|合適嗎|好不好[？?]?$|行不行|\bgood idea\b|\bor not\b|选哪个|選哪個|选哪条|選哪條|哪个好|哪個好|怎么选|怎麼選|\bwhich (?:one|option|path|way) should\b|\bwhich should i\b|可以[^？?。，,]{1,12}(?:吗|嗎)|该不该|該不該|要不要|应不应该|應不應該|是不是该|是不是應該|需不需要|\bshould (?:i|we)\b|\bshall (?:i|we)\b|\bis it (?:wise|smart|a good idea|time|worth it) to\b|\bdo you think i should\b/i
const TIMING = /\bwhen\b|\bhow long\b|\bhow soon\b|什么时候|什麼時候|多久|多快|几时|幾時|哪天/i

// "Does this card mean she'll never…", 那张牌是不是说明…: a card asked about as a forecast; the answer says what it is and is not.
const ASKS_WHAT_IT_MEANS_FOR_LATER =
  /是不是(?:说明|說明|说|說|代表|表示|意味|预示|預示)|是否(?:代表|意味|预示|預示)|\bdoes (?:that|this|it|the [\w ]+?) (?:mean|say|show)\b.*(?:'ll|\bwill\b|\bgoing to\b|\bforever\b|\bnever\b)/i
// Fear: a worry word, asked as "does it mean…", "will I…", 是不是代表…, 会不会….
const FEAR_ASK_EN = /\b(?:mean|means|meaning|going to|gonna|will i|will (?:he|she|they|it)|am i|is (?:he|she|it|this|that|the))\b|'ll\b/i
const FEAR_WORD_EN =
  /\b(?:bad|badly|wrong|worst|terrible|fall out|falling out|fight|split up|cut (?:me|us|him|her) off|hate|hates|fail\w*|lose|losing|lost|hurt|injur\w*|sick|ill|illness|leave|leaving|left|break up|breakup|dump\w*|fired|rejected|disaster|doomed|danger\w*|bad sign|bad news|worse|die|death|never)\b/i
const FEAR_FEEL = /\b(?:scared|afraid|worried|frightened|terrified|freaks? me out|freaking me out|scary)\b|不安|好凶|好兇|可怕|吓人|嚇人|害怕|担心|擔心|好怕|很怕|怕是/i
const FEAR_ASK_CN = /是不是(?:代表|意味|说明|說明|表示|预示|預示|在说|在說|要|会|會|不好)|是否(?:代表|意味|预示|預示)|代表.{0,6}(?:会|會)|意味着|意味著|预示|預示|会不会|會不會|(?:我|他|她)(?:会|會)/
const FEAR_WORD_CN =
  /闹翻|鬧翻|决裂|決裂|吵架|断绝|斷絕|不好|坏事|壞事|糟|搞砸|不顺|不順|没希望|沒希望|完蛋|不理我|不原谅|不原諒|失败|失敗|受伤|受傷|离开|離開|分手|生病|出事|落榜|没戏|沒戲|挂科|掛科|考砸|不好的事|倒霉|倒楣|亏|虧|赔钱|賠錢|破产|破產|被裁|丢工作|丟工作|完了|糟糕|不要我|走掉|疼|痛|危险|危險/
const BODY =
  /\b(?:knee|knees|back|ankle|wrist|shoulder|hip|neck|head|stomach|chest|leg|legs|arm|foot|feet|injur\w*|sore|pain|painful|sick|ill|illness|body|health)\b|膝|腰|背痛|肩|脚|腳|踝|手腕|腿|胃|胸口|头疼|頭疼|头痛|頭痛|身体|身體|受伤|受傷|疼|痛|生病|心口|胸闷|胸悶|高山症|头晕|頭暈|喘不过|喘不過/i
/** Chest and heart symptoms: never read as a card, always sent to a doctor, with the signs that cannot wait. */
const HEART =
  /\b(?:tight(?:ness)?(?: in (?:my|the))? chest|chest (?:pain|tightness|hurts?|feels? tight)|palpitations?|heart (?:racing|races|pounding|pounds|flutter\w*|skipping)|racing heart|short(?:ness)? of breath|can't breathe|cannot breathe)\b|胸闷|胸悶|胸口(?:发|發)?(?:紧|緊|痛|疼|闷|悶)|胸痛|心悸|心慌|心跳(?:很快|好快|加速|不规律|不規律|乱|亂)|喘不(?:过|過|上)气|呼吸困难|呼吸困難/i
const BODY_PART_EN = /\bmy (knees?|back|ankles?|wrists?|shoulders?|hips?|neck|head|stomach|chest|legs?|arms?|feet|foot)\b/i
const BODY_PART_CN = /(膝盖|膝蓋|腰|肩膀|脚踝|腳踝|手腕|腿|胃|胸口|脖子|后背|後背|背)/

const FEAR_KIND: [FearKind, RegExp][] = [
  [
    'fail',
    /\bfail\w*|\bgo (?:badly|wrong)|\bmess (?:it )?up|\bblow it|搞砸|砸锅|砸鍋|\blose (?:the|my) (?:job|exam|interview|race)|\bnot (?:pass|get in|make it)|失败|失敗|落榜|没戏|沒戲|挂科|掛科|考砸|考不上|被刷|被裁|丢工作|丟工作/i,
  ],
  ['leave', /\bleav\w*|\bfall(?:ing)? out|\bsplit up|\bcut (?:me|us) off|闹翻|鬧翻|决裂|決裂|断绝|斷絕|\bleft\b|\bbreak up|\bbreakup|\bdump\w*|离开|離開|分手|不要我|走掉|不理我/i],
  ['money', /\blos\w* (?:money|my savings|the money|the deposit)|亏|虧|赔钱|賠錢|破产|破產|钱.*没了|錢.*沒了/i],
]

// Another side of life, named outright: only then does a follow-up leave the reading's topic.
const DOMAINS: [QuestionTopic, RegExp][] = [
  ['love', /\b(?:love life|romance|romantic|dating|boyfriend|girlfriend|crush|my ex)\b|恋爱|戀愛|男朋友|女朋友|男友|女友|暧昧|曖昧|前任|复合|復合|喜欢的人|喜歡的人|另一半/i],
  ['career', /\b(?:my job|at work|my career|promotion|my boss|my manager|colleagues?|coworkers?)\b|工作上|职场|職場|升职|升職|跳槽|辞职|辭職|同事/i],
  ['money', /\b(?:money|savings|salary|debt|finances?)\b|存款|工资|工資|薪水|理财|理財|财务|財務|欠债|欠債/i],
  ['study', /\b(?:exams?|studies|school|classes|thesis|grades)\b|考试|考試|学业|學業|论文|論文|成绩|成績/i],
  ['family', /\b(?:my (?:mum|mom|mother|dad|father|parents|family|brother|sister))\b|家人|父母|妈妈|媽媽|爸爸|弟弟|哥哥|姐姐|妹妹/i],
  ['friendship', /\b(?:my (?:friends?|best friend))\b|朋友之间|朋友之間|友情|闺蜜|閨蜜/i],
]

// Words that belong to romance: kept out of an answer whose topic is not love (the mother who became "an old lover").
const ROMANCE =
  /\b(?:romance|romantic|lovers?|dating|date|crush|boyfriend|girlfriend|soulmate|flirt\w*|love life|sweetheart)\b|恋爱|戀愛|恋人|戀人|情人|约会|約會|暧昧|曖昧|男朋友|女朋友|伴侣|伴侶|心动|心動|复合|復合|前任|旧情|舊情|桃花|对象|對象/i

// People a reading's question names, for when the question's details are not filled in: 他/她 then means them.
const PEOPLE_EN =
  /\bmy ((?:new |old |best |older |younger |little |big |ex-)?(?:mum|mom|mother|dad|father|parents|brother|sister|son|daughter|husband|wife|partner|boyfriend|girlfriend|ex|boss|manager|supervisor|colleague|coworker|co-worker|friend|roommate|flatmate|grandma|grandmother|grandpa|grandfather|teacher|aunt|uncle|cousin))\b/i
const PEOPLE_CN =
  /(妈妈|媽媽|母亲|母親|老妈|老媽|爸爸|父亲|父親|老爸|父母|弟弟|哥哥|姐姐|妹妹|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|前任|新主管|新领导|新領導|新老板|新老闆|老板|老闆|领导|領導|主管|经理|經理|上司|同事|室友|闺蜜|閨蜜|好朋友|朋友|儿子|兒子|女儿|女兒|孩子|婆婆|奶奶|爷爷|爺爺|外婆|老师|老師)/
const RELATION_OF: [PersonRelation, RegExp][] = [
  ['family', /mum|mom|mother|dad|father|parents|brother|sister|son|daughter|grand|aunt|uncle|cousin|妈|媽|母|爸|父|弟|哥|姐|妹|儿|兒|女儿|孩子|婆|奶|爷|爺|外婆/i],
  ['boss', /boss|manager|supervisor|teacher|主管|领导|領導|老板|老闆|经理|經理|上司|老师|老師/i],
  ['colleague', /colleague|co-?worker|同事/i],
  ['friend', /friend|roommate|flatmate|朋友|闺蜜|閨蜜|室友/i],
  ['ex', /\bex\b|前任/i],
  ['partner', /husband|wife|partner|boyfriend|girlfriend|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友/i],
]
const TOPIC_OF_RELATION: Partial<Record<PersonRelation, QuestionTopic>> = { family: 'family', boss: 'career', colleague: 'career', friend: 'friendship' }

// Cards of a hard upright whose reversal is not a release: what each stands for in a decision, as keyword indices.
const LEAN_WORDS: Record<string, { want: ['upright' | 'reversed', number]; warn: ['upright' | 'reversed', number] }> = {
  Major12: { want: ['upright', 2], warn: ['reversed', 0] },
  Major13: { want: ['upright', 1], warn: ['reversed', 0] },
  Major16: { want: ['upright', 3], warn: ['reversed', 0] },
  Major18: { want: ['upright', 0], warn: ['upright', 1] },
  Wands05: { want: ['reversed', 3], warn: ['reversed', 0] },
  Cups08: { want: ['upright', 2], warn: ['reversed', 0] },
  Swords02: { want: ['reversed', 2], warn: ['reversed', 0] },
}

// Sentences of a library page that describe the picture or its attributions rather than the person's situation.
const PICTURE =
  /\b(?:Ruled by|numbered|Golden Dawn|astrolog\w*|Mars|Venus|Saturn|Jupiter|Mercury|pictured|the figure|the card shows)\b|守护|守護|主宰|编号|編號|黄金黎明|黃金黎明|对应|對應|占星|画面|畫面|牌面上/i

const isChinese = (language: Language) => language !== 'en'

/** Whether a sentence is long enough that repeating it reads as pasting: 20 characters in Chinese, 8 words in English. */
export function isLongSentence(sentence: string, language: Language): boolean {
  const core = sentence.replace(/[\s\p{P}]/gu, '')
  return isChinese(language) ? Array.from(core).length >= 20 : sentence.split(/\s+/).filter(Boolean).length >= 8
}

const squash = (text: string) => text.replace(/[\s*#_>“”「」『』"'‘’]/g, '').toLowerCase()
const core = (sentence: string) => squash(sentence).replace(/[。！？.!?：:，,；;…]+$/u, '')

/** A sentence already said in the conversation, or one that would carry a long sentence of it whole. */
function alreadySaid(sentence: string, said: string, saidSentences: string[], language: Language): boolean {
  if (!isLongSentence(sentence, language)) return false
  const mine = core(sentence)
  if (said.includes(mine)) return true
  return saidSentences.some((s) => s.length >= 12 && mine.includes(s))
}

function cardsNamed(message: string, names: string[], positions: string[]): number[] {
  const m = message.toLowerCase()
  // Cards named outright come first: "原因那张隐士" asks about the Hermit even where the position holds another card.
  const byName = new Set<number>()
  names.forEach((name, i) => {
    const plain = name.toLowerCase().replace(/^the /, '')
    if ((plain && m.includes(plain)) || (name === '高塔' && /(?<!高)塔(?![罗羅])/.test(message))) byName.add(i)
  })
  const picked = new Set<number>()
  names.forEach((name, i) => {
    const plain = name.toLowerCase().replace(/^the /, '')
    if (plain && m.includes(plain)) picked.add(i)
    // People write 塔 for 高塔, but 塔罗 is the practice itself.
    if (name === '高塔' && /(?<!高)塔(?![罗羅])/.test(message)) picked.add(i)
  })
  positions.forEach((name, i) => {
    if (name && name.length >= 2 && m.includes(name.toLowerCase())) picked.add(i)
  })
  // "The last card", 最后一张: the spread's final position.
  if (/\b(?:last|final) card\b|最后一张|最後一張|最后那张|最後那張/.test(m) && names.length > 0) picked.add(names.length - 1)
  if (/最前面那张|最前面那張/.test(m) && names.length > 0) picked.add(0)
  for (const match of m.matchAll(/第\s*([0-9]{1,2}|[一二三四五六七八九十])\s*[张張个個]|\bcard\s*#?([0-9]{1,2})\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+card\b/g)) {
    const raw = match[1] ?? match[2]
    const n = match[3] ? ORDINALS_EN.indexOf(match[3]) + 1 : raw && /[0-9]/.test(raw) ? Number(raw) : ORDINALS_CN.indexOf(raw ?? '') + 1
    if (n >= 1 && n <= names.length) picked.add(n - 1)
  }
  return [...[...byName].sort((a, b) => a - b), ...[...picked].filter((i) => !byName.has(i)).sort((a, b) => a - b)]
}

/** The message turned to speak to the asker: "my" → "your", 我 → 你. */
function toYou(text: string, language: Language): string {
  if (isChinese(language)) return text.replace(/我们/g, '你们').replace(/我們/g, '你們').replace(/我/g, '你')
  return text
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bourselves\b/gi, 'yourselves')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, 'you')
}

const DOUBLED = new Set([
  'quit',
  'stop',
  'get',
  'let',
  'put',
  'set',
  'sit',
  'run',
  'cut',
  'plan',
  'chat',
  'drop',
  'shop',
  'skip',
  'swap',
  'commit',
  'admit',
  'forget',
  'begin',
  'ship',
  'hug',
  'jog',
  'beg',
  'win',
  'swim',
  'dig',
  'hit',
])

/** "sign up" → "signing up"; "take the job" → "taking the job". */
export function gerund(phrase: string): string {
  const [word = '', ...rest] = phrase.split(' ')
  const w = word.toLowerCase()
  let g: string
  if (w === 'be' || w === 'see' || w === 'flee' || w === 'agree') g = `${w}ing`
  else if (w.endsWith('ie')) g = `${w.slice(0, -2)}ying`
  else if (/[^aeiouy]e$/.test(w) || w.endsWith('ue')) g = `${w.slice(0, -1)}ing`
  else if (DOUBLED.has(w)) g = `${w}${w.at(-1)}ing`
  else g = `${w}ing`
  return [g, ...rest].join(' ')
}

interface Action {
  action: string
  alternative?: string
}

/** The asker's own action words: "should I sign up?" → "sign up", 要不要报名 → 报名, "A还是B" → both. */
export function actionOf(message: string, language: Language): Action | null {
  const text = message.trim()
  if (isChinese(language) || /[\u3400-\u9fff]/.test(text)) {
    const either = text.match(/^(?:那|所以|那么|那麼)?(?:我)?(?:是)?(?:应该|應該|该|該|要)?([^，,？?。]{1,12}?)(?:还是|還是)([^，,？?。]{1,12}?)(?:比较好|比較好|好|呢|吗|嗎)?[？?。]?$/)
    if (either) return { action: toYou(either[1]!, 'zh-Hans'), alternative: toYou(either[2]!, 'zh-Hans') }
    const m = text.match(
      /(?:要不要|该不该|該不該|应不应该|應不應該|是不是该|是不是應該|需不需要|可不可以|能不能|可以|应该|應該|该|該)([^？?。！!，,]{1,14}?)(?:吗|嗎|呢|啊|吧|比较好|比較好|好了|好|了)?(?:[？?。！!，,]|$)/,
    )
    // "我到底借不借": the verb itself; "我想主动找他要反馈，你觉得合适吗": what they want to do.
    const either2 = text.match(/([\u4e00-\u9fff])不\1/)
    const wish = text.match(/我(?:想|打算|准备|準備|在考虑|在考慮)([^，,？?。]{2,16})/)
    if (!m) return wish ? { action: toYou(wish[1]!, 'zh-Hans') } : either2 ? { action: either2[1]! } : null
    const action = m[1]!.replace(/^(?:去|先)?/, '').trim()
    return action ? { action: toYou(action, 'zh-Hans') } : null
  }
  const notOrNot = text.match(/\bdo i (.+?) or not\b/i)
  if (notOrNot) return { action: toYou(notOrNot[1]!.trim(), 'en') }
  const m =
    text.match(/\b(?:should|shall|could|can|must) (?:i|we) (?:still |just |really |actually |even |then )?(.+?)(?:\?|$|,| now\b| then\b| at all\b| or not\b)/i) ??
    text.match(/\b(?:is it (?:wise|smart|a good idea|time|worth it) to|would it be (?:wise|smart|better) to|do you think i should) (.+?)(?:\?|$|,)/i)
  if (!m) {
    // "I'm thinking of asking her for feedback… Good idea?": the plan as they put it.
    const plan = text.match(/\b(?:thinking of|thinking about|planning to|plan to|want to|going to)\s+(.+?)(?:[.?!,]|$)/i)
    return plan ? { action: toYou(plan[1]!.trim(), 'en') } : null
  }
  const said = toYou(m[1]!.trim(), 'en')
  const [first, second] = said.split(/\s+or\s+/)
  if (second && first) return { action: first, alternative: second.replace(/^(?:should|do) (?:you|i) /i, '') }
  return { action: said }
}

interface Person {
  /** Ready for mid-sentence use, spoken to the asker: "your mum", 妈妈. */
  words: string
  relation: PersonRelation
}

const FEMALE = /妈|媽|姐|妹|婆|女|奶|姑|姨|\b(?:mum|mom|mother|sister|daughter|wife|girlfriend|aunt|grandma|grandmother|she|her)\b/i
const MALE = /爸|哥|弟|公|男|爷|爺|叔|伯|舅|\b(?:dad|father|brother|son|husband|boyfriend|uncle|grandpa|grandfather|he|him)\b/i
const SHE = /她|\b(?:she|her)\b/i
const HE = /(?<![其])他(?!们|們)|\b(?:he|him|his)\b/i

/**
 * The person a follow-up is about: one the message names itself (我妈总在中间…), else the question's person its
 * pronoun fits (她 for 妈妈 when the question named 爸爸 and 妈妈), else the question's first person, else one
 * found in the question's words.
 */
function personOf(facts: ReadingFacts, question: string, language: Language, message = '', asked?: QuestionIntent): Person | null {
  const people = facts.intent.details?.people ?? []
  const own = asked?.details?.people?.[0]
  if (own) return { words: toYou(own.words, language), relation: own.relation }
  const fits = SHE.test(message) ? people.find((p) => FEMALE.test(p.words)) : HE.test(message) ? people.find((p) => MALE.test(p.words)) : undefined
  const named = fits ?? people[0]
  if (named) return { words: toYou(named.words, language), relation: named.relation }
  const en = question.match(PEOPLE_EN)
  const cn = question.match(PEOPLE_CN)
  const raw = en ? en[0] : cn ? cn[1]! : null
  if (!raw) return null
  const relation = RELATION_OF.find(([, re]) => re.test(raw))?.[0] ?? 'other'
  return { words: toYou(raw, language), relation }
}

function fearKindOf(message: string, body: boolean): FearKind {
  if (body) return 'body'
  return FEAR_KIND.find(([, re]) => re.test(message))?.[0] ?? 'general'
}

function isFear(message: string): boolean {
  if (FEAR_FEEL.test(message) || /\b(?:bad|good) sign\b|\bbad omen\b|^is (?:the )?\w+(?: of \w+)?(?: card)? (?:bad|dangerous|negative|scary)\b/i.test(message)) return true
  if (FEAR_WORD_EN.test(message) && FEAR_ASK_EN.test(message)) return true
  return FEAR_ASK_CN.test(message) && FEAR_WORD_CN.test(message)
}

/** A detail of the asker's situation the follow-up asks about: from the question's details, or the thing the message names. */
const AMOUNT =
  /[0-9０-９]+\s*(?:am|pm)\b|(?:[0-9]+|[一二三四五六七八九十两兩几幾半]+)\s*(?:天|周|週|个月|個月|年|次|晚|夜|小时|小時|万|萬|块|塊|元|点|點)(?:[一二三四五六七八九十两兩]+(?:夜|晚))?|[一二三四五六七八九十]{1,2}月|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few)\s+(?:days?|weeks?|months?|years?|nights?|hours?|times)(?: a week)?\b/i
const ASKS_THE_CARDS = /牌|怎么看|怎麼看|什么意思|什麼意思|看出|说到|說到|\b(?:cards?|reading|spread)\b/i

/** The situation a follow-up describes before asking the cards about it ("她三天没回我消息了，这是什么意思"): its clause, or an amount in it. */
function situationOf(message: string, language: Language): string | null {
  const text = message.trim()
  if (/[\u3400-\u9fff]/.test(text)) {
    const clauses = text
      .split(/[，,。；;！!？?]/)
      .map((c) => c.trim())
      .filter(Boolean)
    if (clauses.length >= 2 && ASKS_THE_CARDS.test(clauses[clauses.length - 1]!)) {
      const clause = clauses[clauses.length - 2]!.replace(/^(?:我是说|我是說|我说的|我說的)/, '').replace(/(?:了|啊|呀)$/, '')
      if (Array.from(clause).length >= 4 && Array.from(clause).length <= 24 && !/牌/.test(clause)) return `“${toYou(clause, language)}”`
    }
    return text.match(AMOUNT)?.[0] ?? null
  }
  const of = text.match(/\b(?:make of|about|of) (the (?:silence|gap|distance|delay|wait|timing|move|trip|offer|plan|change|argument|fight|message|texts?))\b/i)
  if (of) return of[1]!
  const amount = text.match(AMOUNT)?.[0]
  if (!amount) return null
  return /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few)\s/i.test(amount) ? `the ${amount.replace(/^a few/i, 'few')}` : amount
}

function detailOf(message: string, facts: ReadingFacts, language: Language): string | null {
  const details = facts.intent.details
  // The stake the question named, then the situation the message describes, then a number or time it repeats.
  const subject = details?.subject && details.subject.length >= 2 && message.includes(details.subject) ? details.subject : undefined
  const repeated = (details?.numbers ?? []).find((n) => n.length >= 2 && message.includes(n))
  const described = subject ? null : situationOf(message, language)
  // A number the question named and the message repeats ("4万", "$4,000") is the detail, unless the situation quoted holds it.
  const situation = described && repeated && !described.includes(repeated) ? null : described
  if (situation && (situation.startsWith('“') || language === 'en')) return language === 'zh-Hant' ? situation.replace(/^“/, '「').replace(/”$/, '」') : situation
  const known = [details?.subject, ...(details?.numbers ?? []), details?.horizon].filter((d): d is string => !!d && d.length >= 2)
  const hit = known.find((d) => message.includes(d))
  if (hit && language === 'en') {
    // As the message writes it ("the deposit", "my savings"), else with an article.
    const escaped = hit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const written = message.match(new RegExp(`\\b(?:the|my|that|this|your)\\s+(?:\\w+\\s+)?${escaped}`, 'i'))?.[0]
    return toYou(written ?? (/^(?:the|my|your|a|an|\$|\d)/i.test(hit) ? hit : `the ${hit}`), language).replace(/^(?:that|this) /i, 'the ')
  }
  if (hit) return toYou(hit, language)
  if (situation) return situation
  if (/[\u3400-\u9fff]/.test(message)) {
    const m = message
      .trim()
      .replace(/^(?:那|那么|那麼|还有|還有|至于|至於|关于|關於|所以)+/, '')
      .match(/^([^呢吗嗎怎会會能该該是有要？?，,。]{2,10}?)(?:那边|那邊|这件事|這件事|的事)?(?:呢|怎么样|怎麼樣|会怎样|會怎樣|会怎么样|會怎麼樣|有没有|有沒有|能不能|会不会|會不會|是)/)
    if (m && !/^(?:这张|這張|那张|那張|牌|他|她|我)$/.test(m[1]!) && !/牌|解读|解讀/.test(m[1]!)) return toYou(m[1]!, language)
    // "星星对那四千块怎么说": what a card says about something.
    const about = message.match(/(?:对|對|关于|關於)(?:那|这|這)?([^，,？?。对對]{2,8}?)(?:怎么说|怎麼說|怎么看|怎麼看|有什么|有什麼|说了什么|說了什麼|是什么意思|是什麼意思|意味着什么|意味著什麼)/)
    return about && !/牌|解读|解讀/.test(about[1]!) ? toYou(about[1]!, language) : null
  }
  const m =
    message.match(/\b(?:about|with|for|on) ((?:the|my|that|this) [\w$£€¥,.' -]{2,30}?)(?:\?|$|,(?!\d)| then\b| though\b)/i) ??
    message.match(/^(?:and |so |but )?what about ((?:the|my|that|this)?\s*[\w$£€¥,.' -]{2,30}?)(?:\?|$)/i)
  if (!m) return null
  const found = m[1]!.trim()
  if (/\b(?:card|cards|reading|spread)\b/i.test(found)) return null
  return toYou(found, language).replace(/^(?:that|this) /i, 'the ')
}

function byRole(facts: ReadingFacts, roles: CardFact['role'][]): CardFact | undefined {
  for (const role of roles) {
    const hit = facts.cards.find((c) => c.role === role)
    if (hit) return hit
  }
  return undefined
}

function hash(seed: number, slot: string): number {
  return readingSeed([String(seed), slot])
}

/** The keyword a card stands for in a decision, and the one it warns about. */
function leanWords(fact: CardFact, language: Language): { want: string; warns: string } {
  const kw = cardText(fact.id, language)!.keywords
  const override = LEAN_WORDS[fact.id]
  if (override) return { want: kw[override.want[0]][override.want[1]] ?? kw.upright[0]!, warns: kw[override.warn[0]][override.warn[1]] ?? kw.reversed[0]! }
  if (reversalIsRelease(fact.id)) return { want: kw.reversed[0]!, warns: kw.upright[0]! }
  return { want: kw.upright[0]!, warns: kw.reversed[0]! }
}

export interface FollowUpReading {
  mode: FollowUpMode
  topic: QuestionTopic
  paragraphs: string[]
}

/** What the follow-up asks, and the answer; the mode and topic are returned for the tests and the eval. */
export function answerFollowUp(input: FollowUpInput): FollowUpReading {
  const { language } = input
  const p = phrasesFor(language)
  const f: FollowUpPhrases = followUpPhrasesFor(language)
  const zh = isChinese(language)
  const facts = factsFor(input)
  const names = input.cards.map((c) => cardText(c.id, language)!.name)
  const cardName = (fact: CardFact) => p.cardName(names[fact.index]!, fact.reversed)
  const message = input.message.trim()
  const positions = localizeSpread(input.catalogue ?? BUNDLED_CATALOGUE, input.spreadId, language)?.positions.map((position) => position.name) ?? []
  const named = cardsNamed(message, names, positions)
  // The follow-up read once as a question: who it names, and whether it asks how-to or yes/no.
  const asked = understandQuestion(message)
  const person = personOf(facts, input.question, language, message, asked)
  const turn = input.history.length
  const seed = readingSeed([input.question, message, String(turn), ...input.history.map((h) => h.message)])

  // What has been said in this conversation, to say nothing of it twice.
  const said = squash([input.interpretation, ...input.history.map((h) => h.answer)].join('\n'))
  const saidSentences = [input.interpretation, ...input.history.map((h) => h.answer)]
    .flatMap((text) => sentences(text))
    .filter((s) => isLongSentence(s, language))
    .map(core)
  const openings = input.history.map((h) => openingOf(h.answer, language))

  // The mode: what the follow-up asks of the reader.
  const body = BODY.test(message)
  let mode: FollowUpMode
  if (screenFollowUp(message).kind === 'off_topic') mode = 'unrelated'
  else if (named.length === 0 && (UNRELATED.test(message) || !ABOUT_READING.test(message))) mode = 'unrelated'
  else if (UNRELATED.test(message) && !DECISION.test(message)) mode = 'unrelated'
  else if (isFear(message) || (named.length > 0 && ASKS_WHAT_IT_MEANS_FOR_LATER.test(message))) mode = 'fear'
  else if (NEXT_STEP.test(message)) mode = 'nextStep'
  else if (DECISION.test(message) || actionOf(message, language)?.alternative) mode = 'decision'
  else if (named.length > 0) mode = 'card'
  else if (asked.kind === 'how_to') mode = 'nextStep'
  else if (TIMING.test(message) && !situationOf(message, language)) mode = 'timing'
  else if (detailOf(message, facts, language) && (!PRONOUN.test(message) || situationOf(message, language))) mode = 'detail'
  else if (PRONOUN.test(message) || (person && message.includes(person.words))) mode = 'otherPerson'
  // "Will I get the job?": how the cards lean, and on what.
  else if (asked.kind === 'yes_no') mode = 'lean'
  else mode = 'general'

  // The topic: the reading's, with its people (a reading about one's mother stays about her), unless the message names another side of life.
  let topic: QuestionTopic = facts.intent.topic
  const relationTopic = person ? TOPIC_OF_RELATION[person.relation] : undefined
  if (topic === 'love' && relationTopic) topic = relationTopic
  if (topic === 'self' && relationTopic) topic = relationTopic
  const domains = DOMAINS.filter(([, re]) => re.test(message)).map(([t]) => t)
  if (mode !== 'fear' && domains.length === 1 && domains[0] !== topic) topic = domains[0]!
  const topicWords = p.topic[topic]

  if (mode === 'unrelated') return { mode, topic, paragraphs: [pickOpening(f.unrelated, (s) => s, `${seed}`, openings, language)] }

  // Sentences of the cards' own texts not yet said in this conversation, for this topic.
  const used: string[] = []
  const fresh = (fact: CardFact, count: number, prefer: 'topic' | 'advice' = 'topic'): string[] => {
    const side = fact.reversed ? 'reversed' : 'upright'
    const text = cardText(fact.id, language)!
    const reader = cardReadingText(fact.id, language)
    const topical = topicReading(fact.id, language, topic, fact.reversed)
    const extra = topic === 'family' || topic === 'friendship' ? reader?.bonds[side] : topic === 'health' ? reader?.health[side] : topic === 'study' ? reader?.study[side] : undefined
    // The library page opens on the picture; only its sentences spoken to the asker answer them.
    // A card in another person's place is said of them (对方…, "They…"), never with its sentences spoken to the asker.
    const theirs = fact.about === 'asker' ? null : `${p.person[fact.about].start}${p.personJoin}${otherReading(fact.id, language, fact.reversed)}`
    const spoken = theirs
      ? []
      : sentences(text[side]).filter((s) => /你|\byou\w*\b/i.test(s) && !PICTURE.test(s) && !/^(?:In its reversed form|Reversed|Upright)\b|^(?:逆位时|逆位時|正位时|正位時)/.test(s))
    // …and what the asker can do about it: watch and ask, with the card's keywords (a different one each turn).
    const nouns = reader?.nouns[side] ?? text.keywords[side]
    const asks =
      theirs && fact.about !== 'asker'
        ? p.otherAsk.map((line, i) =>
            line({ card: p.cardName(text.name, fact.reversed), essence: nouns[(i + turn) % nouns.length]!, position: '' }, p.person[fact.about as 'other' | 'others'], topicWords),
          )
        : []
    const pool = theirs ? [theirs, ...asks] : prefer === 'advice' ? [text.advice[side], topical, extra] : [topical, extra, text.advice[side]]
    const out: string[] = []
    for (const s of [...pool.filter((t): t is string => !!t).flatMap((t) => sentences(t)), ...spoken]) {
      if (out.length >= count) break
      if (used.includes(s) || alreadySaid(s, said, saidSentences, language)) continue
      if (topic !== 'love' && ROMANCE.test(s)) continue
      // A sentence that leans on the one before it ("But…", 这种…) means nothing on its own.
      if (/^(?:Or|But|And|So|Yet|These|Those|Such|This|It)\b|^(?:或者|但|而|所以|因此|这种|這種|这样|這樣|那些)/.test(s)) continue
      out.push(s)
      used.push(s)
    }
    if (out.length === 0) {
      // Every sentence of the card's texts has been said: two of its keywords, a different pair each time, in a short line.
      const kw = text.keywords[side]
      const k = (turn + used.length) % kw.length
      const [a, b] = [kw[k]!, kw[(k + 1) % kw.length]!]
      out.push(pick('themes', f.themes, turn)(a, b))
    }
    return out
  }
  const join = (parts: string[]) => parts.filter(Boolean).join(zh ? '' : ' ')
  const pick = <T>(slot: string, variants: readonly T[], k = 0): T => variants[(hash(seed, slot) + k) % variants.length]!

  const lead = facts.cards[facts.lead[0] ?? 0]!
  const outcome = byRole(facts, ['outcome', 'future', 'focus']) ?? lead
  const advice = facts.cards[facts.adviceFrom] ?? outcome
  const someone = person?.words ?? f.someone
  let first: string
  let focus: CardFact = lead
  const more: string[] = []

  switch (mode) {
    case 'fear': {
      focus = named.length > 0 ? facts.cards[named[0]!]! : outcome
      const upright = focus.card.arcana === 'major' ? f.majorIs[focus.card.number]! : f.suitIs[focus.card.suit!]
      const is = !focus.reversed ? upright : reversalIsRelease(focus.id) ? f.easing(upright) : f.heldBack(upright)
      const kind = fearKindOf(message, body)
      first = pickOpening(f.fear, (frame) => frame(cardName(focus), is, f.isNot[kind]), `${seed}fear`, openings, language)
      more.push(join([pick('pointsTo', f.pointsTo)(cardName(focus), topicWords), ...fresh(focus, 1)]))
      if ((body || topic === 'health') && !HEART.test(message)) {
        const part = message.match(BODY_PART_EN)?.[1] ?? message.match(BODY_PART_CN)?.[1]
        more.push(pick('body', f.body)(part ? (zh ? part : `your ${part}`) : null))
      }
      break
    }
    case 'decision': {
      // A choice reading's two options, in the question's words, stand in when the follow-up names no action of its own.
      const readingOptions = facts.intent.options
      const own = actionOf(message, language)
      const act: Action = own?.alternative
        ? own
        : readingOptions && facts.sides.a.length > 0 && facts.sides.b.length > 0
          ? { action: toYou(readingOptions[0], language), alternative: toYou(readingOptions[1], language) }
          : (own ?? { action: zh ? (language === 'zh-Hant' ? '行動' : '行动') : 'go ahead' })
      const d: DecisionParams = {
        action: act.action,
        doing: zh || /^\w+ing\b/.test(act.action) ? act.action : gerund(act.action),
        ...(act.alternative ? { alternative: act.alternative, alternativeDoing: zh ? act.alternative : gerund(act.alternative) } : {}),
      }
      const side = (fact: CardFact): LeanSide => ({ card: cardName(fact), want: leanWords(fact, language).want, forward: fact.valence > 0 || (fact.valence === 0 && !fact.reversed) })
      // On a choice spread each option is weighed by its own outcome card (else its first card).
      const sideCard = (side: number[]) =>
        facts.cards.find((c) => side.includes(c.index) && c.role === 'outcome_a') ?? facts.cards.find((c) => side.includes(c.index) && c.role === 'outcome_b') ?? facts.cards[side[0]!]
      const choice = act.alternative && facts.sides.a.length > 0 && facts.sides.b.length > 0 ? [sideCard(facts.sides.a)!, sideCard(facts.sides.b)!] : null
      const single = named.length === 1 ? facts.cards[named[0]!]! : facts.cards.length === 1 ? outcome : null
      // When the outcome card also gives the advice, the card the answer hinges on (else the latest other one) is weighed beside it.
      const others = facts.cards.filter((c) => c.index !== outcome.index)
      const partner = advice.index !== outcome.index ? advice : (others.find((c) => c.index === facts.hinge) ?? others[others.length - 1] ?? outcome)
      if (choice && !single) {
        const [a, b] = choice as [CardFact, CardFact]
        focus = a
        first = pickOpening(f.decisionPair, (frame) => frame(d, side(a), side(b)), `${seed}dec2`, openings, language)
      } else if (single || partner.index === outcome.index) {
        const one = single ?? outcome
        focus = one
        first = pickOpening(f.decisionSingle, (frame) => frame(d, side(one), leanWords(one, language).warns), `${seed}dec1`, openings, language)
      } else {
        // The card that leans forward more speaks first.
        const [a, b] = outcome.valence >= partner.valence ? [outcome, partner] : [partner, outcome]
        focus = a
        first = pickOpening(f.decisionPair, (frame) => frame(d, side(a), side(b)), `${seed}dec2`, openings, language)
      }
      const close = f.yourCall.map((_, k) => pick('yourCall', f.yourCall, k)).find((line) => !input.history.some((h) => h.answer.includes(line))) ?? pick('yourCall', f.yourCall)
      first = join([first, close])
      break
    }
    case 'card': {
      focus = facts.cards[named[0]!]!
      // "What does the Star say about the $4,000?": the card, read for that detail.
      const detail = detailOf(message, facts, language)
      const named0 = names[focus.index]!.replace(/^The /, '')
      first =
        detail && !detail.includes(named0)
          ? pickOpening(f.aboutDetail, (frame) => join([frame(detail, cardName(focus)), ...fresh(focus, 1)]), `${seed}card`, openings, language)
          : pickOpening(f.aboutCard, (frame) => join([frame(cardName(focus), positions[focus.index] ?? '', topicWords), ...fresh(focus, 1)]), `${seed}card`, openings, language)
      const second = named[1] !== undefined ? facts.cards[named[1]]! : null
      if (second) more.push(join([`${p.capitalize(cardName(second))}${zh ? '：' : ': '}`, ...fresh(second, 1)]))
      else if (person && topic !== 'self') more.push(join([pick('toward', f.towardPerson)(person.words, cardName(focus)), ...fresh(focus, 1, 'advice')]))
      else first = join([first, ...fresh(focus, 1, 'advice')])
      break
    }
    case 'detail': {
      const detail = detailOf(message, facts, language)!
      focus = facts.cards[facts.hinge] ?? lead
      first = pickOpening(f.aboutDetail, (frame) => join([frame(detail, cardName(focus)), ...fresh(focus, 2)]), `${seed}detail`, openings, language)
      break
    }
    case 'nextStep':
      focus = advice
      first = pickOpening(f.nextStep, (frame) => join([frame(cardName(focus)), ...fresh(focus, 2, 'advice')]), `${seed}next`, openings, language)
      break
    case 'timing':
      focus = byRole(facts, ['future', 'outcome', 'phase', 'focus']) ?? facts.cards[facts.hinge]!
      first = pickOpening(f.timing, (frame) => join([frame(cardName(focus), essenceOf(focus.id, language, focus.reversed)), ...fresh(focus, 1)]), `${seed}time`, openings, language)
      break
    case 'lean':
      focus = facts.cards[facts.hinge] ?? lead
      first = pickOpening(f.lean[facts.leaning], (frame) => join([frame(cardName(focus), essenceOf(focus.id, language, focus.reversed)), ...fresh(focus, 1)]), `${seed}lean`, openings, language)
      break
    case 'otherPerson':
      focus = byRole(facts, ['other', 'bond', 'environment']) ?? lead
      first = pickOpening(f.otherPerson, (frame) => join([frame(someone, cardName(focus), essenceOf(focus.id, language, focus.reversed)), ...fresh(focus, 1)]), `${seed}other`, openings, language)
      break
    default: {
      // Cards not yet talked about in this conversation come first, so each answer adds something.
      const untouched = facts.cards.filter((c) => !input.history.some((h) => h.answer.includes(names[c.index]!.replace(/^The /, ''))))
      const pool = untouched.length > 0 ? untouched : facts.cards
      focus = pool[turn % pool.length]!
      first = pickOpening(f.general, (frame) => join([frame(cardName(focus), essenceOf(focus.id, language, focus.reversed), topicWords), ...fresh(focus, 2)]), `${seed}general`, openings, language)
    }
  }

  const paragraphs = [first, ...more]
  // Now and then, not in every answer: a pointer back to a phrase of the reading, or an invitation to go on.
  if (mode !== 'decision' && hash(seed, 'aside') % 3 === 0) {
    const fragment = recallFragment(input, language, seed)
    const earlierInvites = f.invite.filter((line) => input.history.some((h) => h.answer.includes(line)))
    const invite = f.invite.find((line, i) => !earlierInvites.includes(line) && i === hash(seed, 'invite') % f.invite.length) ?? f.invite.find((line) => !earlierInvites.includes(line))
    const aside = fragment && hash(seed, 'which') % 2 === 0 ? pick('recall', f.recall)(fragment) : invite
    if (aside) paragraphs[paragraphs.length - 1] = join([paragraphs[paragraphs.length - 1]!, aside])
  }
  // The body, whatever the follow-up asks about it: a chest or heart symptom goes to a doctor with the signs that cannot
  // wait; any other ache gets the check-up line (a fear answer has already said it).
  if (HEART.test(message)) paragraphs.push(pick('urgent', f.urgent))
  else if (body && mode !== 'fear') {
    const part = message.match(BODY_PART_EN)?.[1] ?? message.match(BODY_PART_CN)?.[1]
    paragraphs.push(pick('body', f.body)(part ? (zh ? part : `your ${part}`) : null))
  }
  return { mode, topic, paragraphs }
}

export function composeFollowUp(input: FollowUpInput): string[] {
  return answerFollowUp(input).paragraphs
}

/** How an answer opens, to keep two answers of one conversation from opening alike: its first four words, or six characters. */
export function openingOf(answer: string, language: Language): string {
  const text = answer.trim().replace(/^[#*\s]+/, '')
  if (isChinese(language))
    return Array.from(text.replace(/[\s\p{P}]/gu, ''))
      .slice(0, 6)
      .join('')
  return text
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ')
    .replace(/[^\p{L}\p{N} ]/gu, '')
}

/** The first variant, from this answer's own starting point, whose opening no earlier answer shares. */
function pickOpening<T>(variants: readonly T[], render: (variant: T) => string, slot: string, openings: string[], language: Language): string {
  const start = readingSeed([slot])
  let fallback = ''
  for (let k = 0; k < variants.length; k++) {
    const text = render(variants[(start + k) % variants.length]!)
    if (!openings.includes(openingOf(text, language))) return text
    fallback ||= text
  }
  return fallback
}

/** A few words of the reading (a clause, never a whole sentence) to point back to, or null when none fits. */
function recallFragment(input: FollowUpInput, language: Language, seed: number): string | null {
  const lines = input.interpretation.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !line.includes(' · '))
  const clauses = lines
    .flatMap((line) => line.split(/[，,；;：:—。.!?！？()（）]/))
    .map((c) => c.replace(/\*\*/g, '').trim())
    .filter((c) => !/[“”「」『』"'‘’*#]/.test(c) && !/^(?:and|but|or|so|which|that|then|if|as|because|with)\b|^(?:但|而|也|就|才|所以|并|並|还|還|和|或)/i.test(c))
    .filter((c) =>
      isChinese(language) ? (c.match(/[\u3400-\u9fff]/g) ?? []).length >= 6 && c.length <= 16 : c.split(/\s+/).filter((w) => /\p{L}{3}/u.test(w)).length >= 3 && c.split(/\s+/).length <= 7,
    )
    .filter((c) => !input.history.some((h) => h.answer.includes(c)))
  if (clauses.length === 0) return null
  return clauses[hash(seed, 'fragment') % clauses.length]!
}
