import type { Language } from './language'
import { isCrisisText } from './safety/crisis'
import { healthTopicOf, type HealthTopic } from './safety/health'
import { textViews } from './safety/normalize'
import { type QuestionError, validateQuestion } from './validation'

export type { HealthTopic } from './safety/health'

/**
 * The local question check (spec §4 "Ask flow", §8 "Ask"): runs before anything
 * is spent, with no network. Order matters: a crisis is answered with care
 * first, whatever else the text says, and in whatever disguise (`safety/crisis.ts`); then sensitive
 * topics; then health questions, which get a doctor's word instead of cards (`safety/health.ts`); then
 * questions an AI tarot reading must not answer; then whether it is a question at all.
 * Word lists are per script and tested against everyday idioms ("笑死了",
 * "dying to know") so ordinary questions are not refused; the labelled sets are
 * `question-check.cases.ts` and `safety.cases.ts`.
 */

export type UnsuitableReason = 'medical' | 'legal' | 'lottery' | 'investment' | 'privacy'

export type QuestionVerdict =
  | { kind: 'ok' }
  | { kind: 'invalid'; error: QuestionError }
  | { kind: 'crisis' }
  | { kind: 'sensitive' }
  | { kind: 'unsuitable'; reason: UnsuitableReason; health?: HealthTopic }
  | { kind: 'not_a_question' }
  /** A follow-up that asks for something else than the reading (code, an essay, a translation, a sum, new instructions). */
  | { kind: 'off_topic' }

interface Rule {
  /** Patterns that match the topic. */
  match: RegExp[]
  /** Everyday phrases that look like a match but are not (checked on the same text first). */
  except?: RegExp[]
}

const cn = (words: string[]) => new RegExp(words.join('|'))
const en = (words: string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i')

const SENSITIVE: Rule = {
  match: [
    cn([
      '政治',
      '政权',
      '政權',
      '共产党',
      '共產黨',
      '国家领导人',
      '國家領導人',
      '习近平',
      '習近平',
      '台独',
      '台獨',
      '港独',
      '港獨',
      '游行示威',
      '遊行示威',
      '颠覆',
      '顛覆',
      '恐怖袭击',
      '恐怖攻擊',
      '炸弹',
      '炸彈',
      '枪支',
      '槍枝',
      '杀人',
      '殺人',
      '杀了他',
      '殺了他',
      '杀了她',
      '殺了她',
      '报复他',
      '報復他',
      '报复她',
      '報復她',
      '毒品',
      '贩毒',
      '販毒',
      '吸毒',
      '诈骗',
      '詐騙',
      '洗钱',
      '洗錢',
      '偷东西',
      '偷東西',
      '逃税',
      '逃稅',
      '赌博',
      '賭博',
      '下毒',
    ]),
    en([
      'politics',
      'political',
      'election',
      'communist party',
      'protest',
      'terroris[mt]',
      'bomb',
      'gun',
      'weapon',
      'murder',
      'kill (?:him|her|them|someone)',
      'revenge',
      'poison (?:him|her|them|someone)',
      '(?:take|sell|buy|deal) (?:illegal )?drugs',
      'illegal drugs',
      'launder(?:ing)? money',
      'commit fraud',
      'scam (?:someone|people)',
      'steal from',
      '(?:how|where) (?:to|can i) steal',
      'tax evasion',
    ]),
  ],
  except: [/\bkill(?:ing)? time\b|\bkiller app\b|\bdrug ?store\b/i],
}

/** Topics an AI reading must not answer; `medical` is decided by `safety/health.ts`. */
const UNSUITABLE: Record<Exclude<UnsuitableReason, 'medical'>, Rule> = {
  legal: {
    match: [
      cn(['官司', '诉讼', '訴訟', '判几年', '判幾年', '判决', '判決', '坐牢', '会被判', '會被判', '法院会', '法院會']),
      en(['lawsuit', 'verdict', 'will i win (?:the|my) case', 'go to (?:jail|prison)', 'sentenced', 'court (?:rule|decide)']),
    ],
  },
  lottery: {
    match: [
      cn(['彩票', '乐透', '樂透', '中奖号码', '中獎號碼', '双色球', '雙色球', '大乐透', '大樂透', '六合彩', '开奖', '開獎']),
      en(['lottery', 'lotto', 'powerball', 'winning numbers', 'jackpot numbers']),
    ],
  },
  investment: {
    match: [
      cn([
        '买哪只股',
        '買哪支股',
        '哪只股票',
        '哪支股票',
        '股票代码',
        '股票代碼',
        '哪个币',
        '哪個幣',
        '比特币会涨',
        '比特幣會漲',
        '会涨还是会跌',
        '會漲還是會跌',
        '明天涨',
        '明天漲',
        '买入还是卖出',
        '買進還是賣出',
      ]),
      en(['which stock', 'what stock', 'stock pick', 'which (?:coin|crypto)', 'will bitcoin', 'buy or sell', 'price (?:go|going) up']),
    ],
  },
  privacy: {
    match: [
      cn(['他的手机号', '她的手機號', '她的手机号', '他的手機號', '手机号码是', '手機號碼是', '他住在哪', '她住在哪', '住址是', '身份证号', '身分證字號', '密码是', '密碼是', '银行卡号', '銀行卡號']),
      en(['(?:his|her|their) (?:phone number|address|password)', 'where does (?:he|she) live', 'social security number', "someone'?s password"]),
    ],
  },
}

/**
 * Questions with a factual answer, which a reading cannot give and a search can: arithmetic, unit and
 * currency conversions, capitals, when a public event happened, who invented or wrote something, what a
 * word means, how to say it in another language. Written as people type them ("1+1等于几", "What is 2+2?",
 * "法国的首都是哪里", "how many cm in an inch"). A question about a person or a life is never one of these:
 * "他说的话是什么意思", "When did he stop caring?", "What will 2025 bring for my career?" all go on to a reading,
 * so the forms that could be either (when, who, what does … mean) count only when nothing personal is in them.
 * Labelled cases with real questions beside them: `question-check.cases.ts`.
 */
const NUM_CN = '[0-9０-９零〇一二两兩三四五六七八九十百千万萬亿億]'
const NUM = '[0-9０-９]+(?:[.,][0-9]+)?'
const UNIT_CN =
  '(?:厘米|公分|毫米|公里|千米|英里|英尺|英寸|米|公斤|千克|公克|克|斤|磅|盎司|摄氏度|攝氏度|华氏度|華氏度|度|毫升|升|加仑|加侖|美元|美金|人民币|人民幣|日元|日圓|日幣|欧元|歐元|英镑|英鎊|港币|港幣|港元|台币|台幣|新台幣|韩元|韓元|卢布|盧布)'
const UNIT_EN =
  '(?:km|kms|kilomet(?:er|re)s?|miles?|mi|m|met(?:er|re)s?|cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|inch(?:es)?|in|feet|foot|ft|yards?|yd|kg|kilos?|kilograms?|g|grams?|pounds?|lbs?|ounces?|oz|stones?|tons?|tonnes?|lit(?:er|re)s?|l|ml|millilit(?:er|re)s?|gallons?|gal|pints?|cups?|celsius|fahrenheit|kelvin|degrees?|°[cf]|dollars?|usd|euros?|eur|pounds? sterling|gbp|yen|jpy|yuan|rmb|cny|rupees?|inr|hours?|minutes?|seconds?|days?|weeks?|years?|acres?|hectares?|mph|kph)'
/** Someone's life in the question: then it may be asked of the cards, whatever its form. */
const PERSONAL_CN =
  /我|咱|妳|您|他|她|它|(?<![a-z])ta(?![a-z])|对方|對方|男友|女友|男朋友|女朋友|老公|老婆|前任|伴侣|伴侶|对象|對象|暗恋|暗戀|喜欢|喜歡|爱|愛|感情|婚|家人|父母|爸|妈|媽|孩子|朋友|同事|老板|老闆|工作|事业|事業|考试|考試|运势|運勢|运气|運氣|命运|命運|未来|未來|人生|生活|幸福|快乐|快樂|意义|意義|牌|塔罗|塔羅|梦|夢|缘|緣/i
const PERSONAL_EN =
  /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|us|our|ours|he|him|his|she|her|hers|they|them|their|someone|somebody|partner|boyfriend|girlfriend|husband|wife|ex|crush|soulmate|family|friends?|boss|colleagues?|career|job|love|relationship|marriage|life|happiness|future|fate|destiny|luck|fortune|cards?|tarot|reading|dreams?)\b/i
const TONGUES = '(?:english|french|spanish|german|italian|japanese|korean|chinese|mandarin|cantonese|russian|arabic|portuguese)'

const FACT_ALWAYS: RegExp[] = [
  // Arithmetic: an operator between numbers, in symbols or words; or a bare sum.
  new RegExp(`${NUM_CN}\\s*(?:[+＋×÷*^]|加上?|减去?|減去?|乘以?|除以)\\s*${NUM_CN}`),
  new RegExp(`^(?:what(?:'s|\\s+is)|how much is|calculate|compute|solve)?\\s*${NUM}(?:\\s*[-−/x]\\s*${NUM})+\\s*(?:[=＝]|equals?)?\\s*[?？]?$`, 'i'),
  new RegExp(`${NUM}\\s*[-−/x]\\s*${NUM}\\s*(?:[=＝]|等于|等於|\\bequals?\\b|是多少|是几|是幾)`, 'i'),
  new RegExp(`${NUM}\\s*(?:plus|minus|times|multiplied by|divided by|to the power of)\\s*${NUM}`, 'i'),
  /\b(?:square root|cube root|factorial|logarithm) of\b|平方根|立方根|开方|開方|\d+\s*的\s*(?:平方|立方|阶乘|階乘)/i,
  new RegExp(`\\b(?:what(?:'s| is)|how much is|calculate)\\s+${NUM}\\s*(?:%|percent)\\s*of\\b|百分之${NUM_CN}+(?:的|是)`, 'i'),
  // Conversions: a quantity in one unit asked in another.
  new RegExp(`\\bhow many\\s+${UNIT_EN}\\s+(?:are\\s+)?(?:in|per)\\s+(?:a|an|one|${NUM})\\s*${UNIT_EN}\\b`, 'i'),
  new RegExp(`\\bconvert\\s+(?:${NUM}\\s*)?${UNIT_EN}\\s+(?:to|into)\\b`, 'i'),
  new RegExp(`${NUM}\\s*${UNIT_EN}\\s+(?:in|to|into)\\s+${UNIT_EN}\\b`, 'i'),
  new RegExp(`${NUM_CN}+\\s*${UNIT_CN}\\s*(?:等于|等於|是|合|换算成?|換算成?|折合|能换|能換|可以换|可以換)\\s*(?:多少|几|幾)\\s*${UNIT_CN}`),
  new RegExp(`(?:多少|几|幾)\\s*${UNIT_CN}\\s*(?:等于|等於|是|合)\\s*${NUM_CN}+\\s*${UNIT_CN}`),
  new RegExp(`${UNIT_CN}(?:和|与|與|跟)${UNIT_CN}(?:怎么|怎麼|如何)?(?:换算|換算)`),
  // Saying a word in another language.
  new RegExp(
    `\\bhow (?:do|would|can|to) (?:you |i |we )?(?:say|write)\\b.*\\bin ${TONGUES}\\b|\\bhow (?:do|would|can|to) (?:you |i |we )?(?:spell|pronounce)\\b|\\btranslate\\b.*\\b(?:into|to|in) ${TONGUES}\\b`,
    'i',
  ),
  /(?:英语|英文|日语|日文|韩语|韓文|法语|法文|中文)(?:怎么|怎麼)(?:说|說|写|寫)|(?:翻译|翻譯)(?:成|为|為)(?:英语|英文|中文|日语|日文)|怎么读|怎麼讀|怎么念|怎麼念|怎么拼|怎麼拼/,
]

/** Forms that are factual only when no one's life is in them ("When did he stop caring?" is for the cards). */
const FACT_IMPERSONAL: RegExp[] = [
  /\bcapital(?: city)? of\b|首都(?:是(?!不是|否)|在哪|叫)|(?:的|国|國)首都(?:是)?(?:哪|什么|什麼)/i,
  /\bpopulation of\b|人口(?:有|是)?多少|\bhow (?:tall|high|deep|long|far|big|old) is (?:the|mount|mt\.?|lake|river)\b|\bdistance (?:between|from)\b/i,
  /\b(?:boiling|melting|freezing) point\b|\bspeed of (?:light|sound)\b|\bchemical formula\b|沸点|沸點|熔点|熔點|光速是|化学式|化學式/i,
  /^(?:when|what year|which year|in what year|in which year|what date)\s+(?:did|was|were)\b/i,
  /^who\s+(?:invented|wrote|discovered|painted|founded|built|composed|directed|sang|won|was the first|is the (?:president|king|queen|prime minister|ceo|author))\b/i,
  /^(?:what(?:'s| is| are)?\s+(?:the\s+)?(?:definition|meaning) of|define)\b|^what does\s+(?!this\b|that\b|it\b|all\b)["'“]?[\w -]+["'”]?\s+(?:mean|stand for)\b/i,
  /^(?:what(?:'s| is) the weather|will it (?:rain|snow))\b/i,
  /(?:哪一年|哪年|何年).*(?:结束|結束|开始|開始|发生|發生|成立|建立|发明|發明|签署|簽署|爆发|爆發|建成|诞生|誕生|去世|逝世|登月|举行|舉行|上映|发布|發布|统一|統一|灭亡|滅亡)|(?:什么时候|什麼時候|何时|何時).*(?:结束|結束|开始|開始|发生|發生|成立|建立|发明|發明|签署|簽署|爆发|爆發|建成|诞生|誕生|去世|逝世|登月|举行|舉行|上映|发布|發布|统一|統一|灭亡|滅亡)的[?？]?$|(?:是|在)(?:几月几号|幾月幾號|几月几日|幾月幾日|哪一天|哪天|哪一年|哪年)/,
  /(?:是谁|是誰|谁|誰)(?:发明|發明|写|寫|发现|發現|画|畫|创立|創立|唱)|(?:作者|发明者|發明者|发明人|發明人)是(?:谁|誰)/,
  /是什么意思|是什麼意思|什么意思|什麼意思|的定义|的定義|^(?:什么是|什麼是)/,
  /(?:明天|今天|后天|後天|周末|週末|下周|下週).{0,4}(?:天气|天氣|气温|氣溫)|(?:天气|天氣|气温|氣溫)(?:怎么样|怎麼樣|如何|多少度)|(?:会|會)下雨(?:吗|嗎)/,
  /(?:等于|等於|[=＝])\s*(?:几|幾|多少)/,
]

/** Whether the text asks a fact (a sum, a conversion, a capital, a date, a definition…) rather than a question for the cards. */
export function isFactQuestion(raw: string): boolean {
  const text = raw.trim()
  if (FACT_ALWAYS.some((re) => re.test(text))) return true
  // A quoted word or a title is what is asked about ("《红楼梦》的作者是谁"), not someone's life.
  const unquoted = text.replace(/《[^》]*》|「[^」]*」|“[^”]*”|"[^"]*"/g, ' ')
  if (PERSONAL_CN.test(unquoted) || PERSONAL_EN.test(unquoted)) return false
  return FACT_IMPERSONAL.some((re) => re.test(text))
}

const QUESTION_CN =
  /[?？]|吗|嗎|呢|还是|還是|什么|什麼|怎么|怎麼|怎样|怎樣|如何|为什么|為什麼|为何|為何|哪|是否|会不会|會不會|能不能|该不该|該不該|要不要|可不可以|有没有|有沒有|几|幾|多少|何时|何時|什么时候|什麼時候|是不是|好不好|行不行|适合|適合|应该|應該|能否/
const QUESTION_EN = /\?|^(?:what|how|will|would|should|shall|can|could|is|are|am|do|does|did|why|when|where|which|who|whom|whose|may|might|have|has)\b|\b(?:what|how|whether|should i|will i|can i)\b/i

function hits(rule: Rule, text: string): boolean {
  const stripped = (rule.except ?? []).reduce((t, re) => t.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), ' '), text)
  return rule.match.some((re) => re.test(stripped))
}

function looksLikeQuestion(text: string, language: Language): boolean {
  const hasCjk = /[\u3400-\u9fff]/.test(text)
  if (language !== 'en' || hasCjk) return QUESTION_CN.test(text) || QUESTION_EN.test(text)
  return QUESTION_EN.test(text.trim())
}

/** The local verdict for a question in the user's language. */
export function checkQuestion(raw: string, language: Language): QuestionVerdict {
  const invalid = validateQuestion(raw, language)
  // Crisis words get care even when the text is too short or too long to be a question.
  if (invalid && invalid !== 'question.empty' && screenMessage(raw).kind === 'crisis') return { kind: 'crisis' }
  if (invalid) return { kind: 'invalid', error: invalid }
  const text = raw.trim()
  const topic = screenMessage(text)
  if (topic.kind !== 'ok') return topic
  if (isFactQuestion(text) || !looksLikeQuestion(text, language)) return { kind: 'not_a_question' }
  return { kind: 'ok' }
}

export type ScreenVerdict = Extract<QuestionVerdict, { kind: 'ok' | 'crisis' | 'sensitive' | 'unsuitable' }>

/**
 * The topic rules alone, for follow-up messages in the chat: a follow-up may be
 * short or not phrased as a question ("tell me more"), but crisis language,
 * sensitive topics and questions unsuitable for AI are answered the same way.
 */
export function screenMessage(raw: string): ScreenVerdict {
  const text = raw.trim()
  const views = textViews(text)
  if (isCrisisText(views)) return { kind: 'crisis' }
  if (hits(SENSITIVE, text)) return { kind: 'sensitive' }
  const health = healthTopicOf(views)
  if (health) return { kind: 'unsuitable', reason: 'medical', health }
  for (const reason of Object.keys(UNSUITABLE) as Exclude<UnsuitableReason, 'medical'>[]) {
    if (hits(UNSUITABLE[reason], text)) return { kind: 'unsuitable', reason }
  }
  return { kind: 'ok' }
}

/**
 * Requests a follow-up chat about a reading is not for: writing code or essays, translating, solving a sum, or
 * new instructions for the assistant. Declined before anything is spent, so they use no free turn and no energy.
 */
const ASK_PREFIX = String.raw`^(?:(?:please|now|ok|okay|so|and|also|then)\s+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?)?`
const OFF_TOPIC: RegExp[] = [
  new RegExp(
    String.raw`${ASK_PREFIX}(?:write|generate|draft|compose|code)\s+(?:me\s+|us\s+)?(?:a |an |some |the |my )?(?:\w+ )?(?:python|javascript|typescript|java|c\+\+|c#|rust|golang|sql|html|css|code|script|program|function|regex|essay|article|email|e-mail|cover letter|resume|cv|homework|assignment|report|speech|tweet|blog post|story|novel|song|rap)\b`,
    'i',
  ),
  /\b(?:python|javascript|typescript|java|sql|html|css|regex)\b.*\b(?:code|script|program|function|query)\b|\b(?:code|script|program) (?:in|for) (?:python|javascript|java|c\+\+|sql)\b|\b(?:debug|refactor|compile) (?:my|this|the) (?:code|program|script|function)\b/i,
  new RegExp(
    String.raw`${ASK_PREFIX}translate\b|\btranslate (?:this|it|that|the following) (?:to|into)\b|\b(?:solve|calculate) (?:this|the|my) (?:equation|problem|sum|integral)\b|\b(?:ignore|forget|disregard) (?:all |any |your |the )?(?:previous |prior |above |earlier )?(?:instructions|rules|prompt)\b|\bpretend (?:to be|you are|you're)\b|\b(?:you are|you're) now (?:a|an|my)\b|\bact as (?:a |an )?(?:chatbot|assistant|ai|gpt|developer|programmer|lawyer|doctor|translator)\b`,
    'i',
  ),
  /(?:帮我|幫我|给我|給我|请|請|替我)(?:写|寫|生成|做|编|編)(?:一?(?:段|个|個|篇|份|首|封))?(?:python|java|代码|代碼|程式|程序|脚本|腳本|作文|论文|論文|邮件|郵件|简历|履歷|小说|小說|文案|作业|作業|报告|報告|演讲稿|演講稿)/i,
  /^(?:请|請|帮我|幫我)?(?:翻译|翻譯)|(?:翻译|翻譯)(?:成|为|為)(?:英文|中文|日文|英语|英語)|(?:忽略|无视|無視|忘掉)(?:你)?(?:之前|以上|所有|前面)(?:的)?(?:指令|提示|规则|規則|设定|設定)/,
  // Recipes: a dish's recipe, not "a recipe for disaster".
  new RegExp(
    String.raw`\b(?:recipes?)\b(?! for (?:disaster|success|happiness|trouble))|${ASK_PREFIX}(?:tell me |show me |teach me )?how (?:to|do i|can i) (?:cook|bake|make) (?:a |an |some |the )?(?:\w+ )?(?:cake|bread|pasta|dumplings|soup|curry|cookies|pizza|dinner|rice|noodles|pie|salad)\b`,
    'i',
  ),
  /(?:菜|饭|飯|肉|鱼|魚|汤|湯|蛋糕|饺子|餃子|面条|麵條|甜点|甜點)的(?:做法|食谱|食譜)|食谱|食譜|菜谱|菜譜|教我(?:做|煮|烤)(?:菜|饭|飯|红烧肉|紅燒肉|蛋糕|饺子|餃子|甜点|甜點|汤|湯)/,
  // A reading for someone else, instead of talking about this one.
  /\b(?:do|give|draw|pull|run|make) (?:a |another |one |some )?(?:new )?(?:reading|cards?|spread|tarot)(?: reading)? for (?:my |a |her |his )?(?:friend|best friend|sister|brother|mum|mom|dad|boss|colleague|roommate|cousin|someone else)\b/i,
  /(?:帮|幫|给|給|替)(?:我)?(?:的)?(?:朋友|闺蜜|閨蜜|同学|同學|室友|同事)(?:也)?(?:抽|算|占|解读|解讀|测|測|看一下|看看|看)(?:一张|一張|一下|一次|几张|幾張)?(?:牌|吧|好吗|好嗎|呢|[。？?！!]|$)/,
  // Homework and trivia, asked of the assistant.
  new RegExp(
    String.raw`${ASK_PREFIX}(?:help me (?:with|do|finish)|do|solve|finish|answer) (?:my |this |the )?(?:\w+ )?(?:homework|assignment|worksheet)\b|${ASK_PREFIX}(?:quiz me|(?:tell me |ask me )?(?:a |some )?trivia)\b|^(?:who (?:won|invented|discovered|painted|wrote) (?:the )?\w|what is the (?:tallest|largest|biggest|longest|fastest|smallest) \w+ (?:in|on) the world)`,
    'i',
  ),
  /(?:帮|幫)(?:我)?(?:做|写|寫|解)(?:一下)?(?:数学|數學|英语|英語|语文|語文|物理|化学|化學)?(?:作业|作業|题|題|习题|習題|这道题|這道題)|(?:作业|作業)(?:的)?答案|考考我|世界上(?:最高|最大|最长|最長|最快)的/,
  // Writing for the asker (a letter, a toast, a bio, code), plans, sums, lookups and shopping advice.
  /(?:帮|幫|替|给|給)我(?:用[A-Za-z+#]+)?(?:写|寫|编|編|拟|擬|起草)|(?:解|算)(?:一)?道.{0,8}(?:题|題)|高数|高數|微积分|微積分|(?:帮|幫)我查|(?:推荐|推薦)(?:我)?.{0,10}(?:店|餐厅|餐廳|书|書|电影|電影|app|APP)|(?:怎么|怎麼|如何)(?:煮|烤|炒|炖|燉|煎)|(?:哪只|哪支|哪檔|哪档)股票/,
  new RegExp(
    String.raw`${ASK_PREFIX}(?:write|draft|compose)\s+(?:me\s+|us\s+)?(?:a |an |some |the |my )?(?:[\w-]+ ){0,3}(?:bio|profile|caption|toast|speech|poem|letter|message|post|essay|email|story|song|vows)\b|${ASK_PREFIX}(?:give|write|make|create|draw up|put together) (?:me |us )?(?:a |an )?(?:[\w-]+ ){0,2}(?:meal|diet|workout|training|study|travel) plan\b|\brecommend (?:me )?(?:some |a few |a )?(?:shops?|stores?|restaurants?|books?|movies?|apps?|brands?)\b`,
    'i',
  ),
  // A reading for someone else ("帮她也看看呗", "pull one for her too").
  /(?:帮|幫|给|給|替)(?:她|他)(?:也)?(?:看看|看一下|抽|算|占|解读|解讀)(?:一张|一張|一下)?(?:牌|呗|唄|吧|好不好|好吗|好嗎|[。？?！!]|$)|顺便(?:帮|給|给)|順便(?:幫|給)|\b(?:pull|draw|do) (?:one|a card|a reading) for (?:her|him|them)\b/i,
]

// A follow-up about a card of the reading is never a definition request ("那张节制是什么意思").
const ABOUT_THE_CARDS =
  /牌|那张|那張|这张|這張|权杖|權杖|圣杯|聖杯|宝剑|寶劍|星币|星幣|钱币|錢幣|愚人|魔术师|魔術師|女祭司|皇后|皇帝|教皇|恋人|戀人|战车|戰車|力量|隐士|隱士|命运之轮|命運之輪|正义|正義|倒吊人|死神|节制|節制|恶魔|惡魔|高塔|星星|月亮|太阳|太陽|审判|審判|世界|\b(?:cards?|reading|spread|position|wands|cups|swords|pentacles|coins|fool|magician|priestess|empress|emperor|hierophant|lovers|chariot|strength|hermit|wheel of fortune|justice|hanged man|death|temperance|devil|tower|star|moon|sun|judgement|world)\b/i

/** A follow-up's screen: the topic rules, and then whether it is about the reading at all. */
export function screenFollowUp(raw: string): ScreenVerdict | { kind: 'off_topic' } {
  const verdict = screenMessage(raw)
  if (verdict.kind !== 'ok') return verdict
  const text = raw.trim()
  return OFF_TOPIC.some((re) => re.test(text)) || (isFactQuestion(text) && !ABOUT_THE_CARDS.test(text)) ? { kind: 'off_topic' } : verdict
}

/** Spec §8 "Too many error attempts": after this many refused questions in the window, point to the article on asking. */
export const MAX_REJECTED_QUESTIONS = 5
export const REJECTION_WINDOW_MS = 30 * 60 * 1000

/** Rejections that count toward "Too many error attempts" (a crisis or a health question never does: it gets care, not a lecture). */
export function countsAsRejection(verdict: QuestionVerdict): boolean {
  if (verdict.kind === 'unsuitable') return verdict.reason !== 'medical'
  return verdict.kind === 'sensitive' || verdict.kind === 'not_a_question'
}

/** A refusal counts for thirty minutes from the moment it was made: [t, t + window). */
const counts = (t: number, now: number) => now - t < REJECTION_WINDOW_MS

/** Pure rule for the attempt counter: rejections within the window, newest last. */
export function tooManyAttempts(rejectedAt: readonly number[], now: number): boolean {
  return rejectedAt.filter((t) => counts(t, now)).length >= MAX_REJECTED_QUESTIONS
}

/**
 * When the pause ends: the first moment fewer than five refusals are left in the window, that is when
 * the refusal that keeps the count at five leaves it. Null when there is no pause now.
 */
export function pauseEndsAt(rejectedAt: readonly number[], now: number): number | null {
  const recent = rejectedAt.filter((t) => counts(t, now)).sort((a, b) => a - b)
  if (recent.length < MAX_REJECTED_QUESTIONS) return null
  return recent[recent.length - MAX_REJECTED_QUESTIONS]! + REJECTION_WINDOW_MS
}
