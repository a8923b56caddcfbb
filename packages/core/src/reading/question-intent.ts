/**
 * What a question is asking, shared by the built-in reader and the model's prompt:
 * its kind (how the reading should answer) and its topic (which card reading fits).
 *
 * Works on the question itself whatever the UI language: zh-Hans, zh-Hant (folded
 * to Simplified one character at a time, so indices still point into the original)
 * and English. Deterministic and table-driven; the labelled set in
 * question-intent.cases.ts is the measure.
 */

import { type QuestionDetails, questionDetails } from './question-details'

export const QUESTION_KINDS = ['yes_no', 'choice', 'other_person', 'timing', 'how_to', 'reflection'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const QUESTION_TOPICS = ['love', 'career', 'money', 'study', 'health', 'family', 'friendship', 'self'] as const
export type QuestionTopic = (typeof QUESTION_TOPICS)[number]

export interface QuestionIntent {
  kind: QuestionKind
  topic: QuestionTopic
  /** For a choice, the two options as the asker wrote them, when they can be picked out ("stay" / "leave"). */
  options?: [string, string]
  /** What the question asks to be named, beyond its kind: 'obstacle' for what stands in the way ("What is blocking me…", 是什么阻碍了我). */
  asks?: 'obstacle'
  /** The people, stakes, numbers and time the question names (see question-details.ts). */
  details: QuestionDetails
}

// ───────────────────────── normalising ─────────────────────────

/**
 * Traditional → Simplified, one character each, for every character the tables below use
 * (generated from OpenCC's tw/t/hk tables, plus 牠 and 妳, then the characters the question's details need). Regenerate when a table gains a
 * character; the OpenCC round-trip test in question-intent.test.ts catches a missing one.
 */
const TRAD =
  '來侶係個們備傢債兒創勁動務卻厤厭員唸喫單嗎國場塊壓夥奬媽學實寵將對導崗嶽師幾彔後復愛態慮慼憂憊應戀戶換擇擠攢數昇時晉曆曖書會棄業槓樣機歡歷氣沒減測漲熱狀獎現畢異發眞瞞碩禮箇簡約級終結緒緣編總績繫纍纔習翫職脩脫與萬著衕裏補裡製複見親覺訂討託証試該認誠課誼論證譜議讀變讓貓負財買貸費資賣賺車軌較轉辦辭迴這運過遠適選還邊針錄錢録錶鍼長開間閤閨闆闇關陞離項預領頭飲養馬駕騙體髮鬆鬱魯麪麫麵麼麽點黨齣牠妳礙擋攔絆頸虛靜義辯賽爺記內週歲兩組嬤調門經'
const SIMP =
  '来侣系个们备家债儿创劲动务却历厌员念吃单吗国场块压伙奖妈学实宠将对导岗岳师几录后复爱态虑戚忧惫应恋户换择挤攒数升时晋历暧书会弃业杠样机欢历气没减测涨热状奖现毕异发真瞒硕礼个简约级终结绪缘编总绩系累才习玩职修脱与万着同里补里制复见亲觉订讨托证试该认诚课谊论证谱议读变让猫负财买贷费资卖赚车轨较转办辞回这运过远适选还边针录钱录表针长开间合闺板暗关升离项预领头饮养马驾骗体发松郁鲁面面面么么点党出它你碍挡拦绊颈虚静义辩赛爷记内周岁两组嬷调门经'
const T2S = new Map<string, string>(Array.from(TRAD, (t, i) => [t, SIMP[i] ?? t]))

/** Lower-case ASCII, half-width forms, Simplified characters: one UTF-16 unit in, one out, so spans map back. */
function normalize(question: string): string {
  let out = ''
  for (let i = 0; i < question.length; i++) {
    const ch = question[i] as string
    const code = ch.charCodeAt(0)
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0).toLowerCase()
    else if (code === 0x3000) out += ' '
    else if (ch === '’' || ch === '‘') out += "'"
    else if (code < 0x80) out += ch.toLowerCase()
    else out += T2S.get(ch) ?? ch
  }
  return out
}

// ───────────────────────── topics ─────────────────────────

/**
 * Weighted lexicon: entries separated by spaces, `_` stands for a space in a phrase.
 * Suffix `!` weighs 3 (unmistakable), `~` weighs 1 (a hint), none weighs 2.
 * Chinese entries are Simplified substrings; English entries match whole words
 * (plus a plural -s/-es), so "ex" is not in "exam" and "work" is not in "workout".
 */
const TOPIC_LEXICON: Record<QuestionTopic, string> = {
  // Emptiness, restlessness and "what do I want" are the asker's own inner life, not wellbeing or work.
  self:
    '空虚! 空空 心里很空! 内心很空! 不安定! 浮躁! 焦躁 静不下来! 想要什么! 要什么 想要的 迷茫! 人生! 中年! 意义 ' +
    'empty! emptiness! restless! restlessness! what_do_i_want! what_do_i_actually_want! what_i_want! looking_for~ midlife! purpose! meaning~ lost~',
  love:
    '恋爱! 爱情! 感情 对象 男朋友! 女朋友! 男友! 女友! 老公 老婆 伴侣 另一半! 结婚! 婚姻! 离婚! 复合! 分手! 前任! 前男友! 前女友! ' +
    '暧昧! 表白! 告白! 脱单! 脱鲁! 桃花! 正缘! 约会 相亲! 失恋! 单身 暗恋! 心动 出轨! 劈腿! 现任 交往 恋人! 情侣! 这段关系 对的人! 真命天子! 真命天女! 缘分 求婚! 订婚! 婚礼! 异地恋! 喜欢的人! 心上人! 走到最后 ' +
    '喜欢~ 爱我 爱他 爱她 真心~ ' +
    // A bare he/she with nothing else to go on is, in a tarot question, almost always a love interest.
    '他~ 她~ ta~ he~ she~ him~ her~ his~ ' +
    'love~ love_life! in_love! dating! date~ crush! boyfriend! girlfriend! husband! wife! partner spouse! marriage! married! marry! ' +
    'divorce! ex! back_together! propose! proposal! engaged! wedding! the_one! right_person! flirt breakup! break_up! broke_up! romance! romantic! soulmate! twin_flame! single~ meet_someone! situationship! relationship~',
  career:
    '工作 事业! 职场! 上班 老板 主管 领导 上司 同事 辞职! 离职! 跳槽! 面试! 升职! 晋升! 副业! 斜杠! 创业! 生意! 合作 合伙 合伙人! ' +
    // 对象 alone is a romantic partner; a 合作对象 is the other side of a deal.
    '合作对象! 客户 项目 公司 转行! 转职! 换跑道! 换个跑道! 职涯! 自媒体! 考公! 考编! 国考! 公务员! 编制 就业 简历! 求职! 找工作! 工作机会! 职位 岗位 实习 兼职 打工 头路! 业绩! 绩效! 加班 开店 裁员! 被裁! 资遣! 组长 调岗! 调部门! 招聘! ' +
    'work workday! job! career! boss team_lead! transfer~ coworker! colleague! office promotion! promoted! interview! quit~ resign! business! side_hustle! startup! ' +
    // "partner" alone is love; a business partner is work.
    'business_partner! company client manager fired! laid_off! layoff! offer! project workplace resume! cv hired! career_change! cofounder! entrepreneur freelance internship! role~',
  money:
    '钱! 财运! 存钱! 攒钱! 理财! 投资! 股票! 基金 负债! 卡债! 欠债! 欠款 贷款! 房贷! 车贷! 信用卡! 工资! 薪水! 薪资! 加薪! 涨薪! ' +
    '年终奖! 年终! 奖金! 存到 万块 万元 房租! 租金 租房 要钱 卖房 收入 花钱 消费 买房! 买车 财务! 存下! 存得 没还! 不还! 借了  赚钱! 借钱! 还钱! 存款! 月光 预算 第一桶金! 财富 头期款! 首付! 存起来 ' +
    'money! finances! finance! financial! savings! save saving debt! loan! mortgage! budget salary! a_raise! pay_raise! income spend ' +
    'spending overspending! invest investing investment! stock! crypto credit_card! emergency_fund! pay_off! bills rent! rich car~ sell~ buy~ paycheck! wealth! buy_a_house! lend borrow borrowed! pay_me_back! paid_it_back! $ afford',
  study:
    // An interview for a teaching licence, a graduate school or an admission is study; 考公/考编 stay career.
    '教资! 教资面试! 教甄! 教甄面试! 甄试! 复试! 推甄! 入学面试! 入学! 口试! 答辩! 科目二! 科目三! 路考 多益! 学长 学姐 ' +
    'teaching_interview! admission_interview! admissions_interview! college_interview! school_interview! bar_exam! ielts ' +
    '考研! 考试! 学业! 学习 上学 学校 课业! 课程 功课 成绩! 分数 留学! 读研! 研究所! 研究生! 大学 高考! 学测! 指考! 会考 期末! 期中! ' +
    '论文! 毕业 录取! 上岸 转系 转学 作业 学期 选修! 复习 备考! 考上 驾照! 驾考 考证 补习 念书 读书 学分 通知书 雅思! 托福! 高中! 初中! 国中! 高职! 中学 小学 硕士! 博士! 读博! 学位! 本科 四六级! 考级 证照 ' +
    'exam! test~ driving_test! school! grad_school! university! college! uni class~ course! grades! grade gpa study! studying! studies ' +
    'semester! degree! thesis! professor teacher homework! learn learning major scholarship! admission! graduate! graduation! masters! phd! ielts! toefl! gre! gmat! tutor',
  health:
    '身体! 健康! 失眠! 睡眠! 睡不好! 睡觉 熬夜! 压力 焦虑 情绪 心情 减肥! 瘦 运动 健身! 健身房! 跑步 瑜伽! 瑜伽课! 马拉松! 半马! 全马! 完赛! 精力 疲惫 ' +
    '很累 好累 饮食 作息! 生病 养生 放松 身心 体重 低落 忧郁 心理 提不起劲! 没精神 ' +
    'health! healthy! sleep! sleeping! rested! insomnia! stress! stressed! anxiety! anxious! tired exhausted energy~ exercise! workout! ' +
    // "working out" is also "turning out well" (is our relationship working out?): a hint only.
    'working_out~ gym! yoga! running weight lose_weight! diet! body! mood mental_health! burnout! burning_out! burned_out! fitness! marathon! half_marathon! 10k! 5k! race~ sick! wellbeing!',
  family:
    '家人! 家里 家庭! 家族 爸妈! 父母! 爸 妈 爸爸 妈妈 母亲 父亲 孩子! 儿子! 女儿! 小孩 兄弟姐妹! 兄弟姊妹! 姐姐 哥哥 弟弟 妹妹 ' +
    '亲戚! 婆婆! 公婆! 婆媳! 岳父 岳母 我姐! 我姊! 姊姊 我哥! 我弟! 我妹! 我爸! 我妈! 老妈! 老爸! 奶奶 爷爷 外婆 外公 阿嬷! 阿公 表姐 表姊 表哥 表妹 表弟 堂姐 堂哥 份子钱! ' +
    // A relative's wedding is a family occasion, not the asker's love life.
    '表姐结婚! 表姊结婚! 表哥结婚! 表妹结婚! 表弟结婚! 姐姐结婚! 哥哥结婚! 弟弟结婚! 妹妹结婚! cousin_is_getting_married! sister_is_getting_married! brother_is_getting_married! ' +
    ' 我家~ 宠物~ 猫~ 狗~ ' +
    'family! mom! mum! mother! dad! father! parents! parent sister! brother! sibling! son! daughter! kid! child children! in-laws! ' +
    'grandma grandpa grandparents! mother-in-law! father-in-law! aunt uncle cousin relatives home~ household pet~ dog~ cat~',
  friendship:
    // A classmate from some school is an old friend, not school work.
    '老同学! 小学同学! 初中同学! 国中同学! 高中同学! 大学同学! ' +
    '最好的朋友! 好朋友! 朋友 好友! 闺蜜! 麻吉! 友情! 友谊! 同学 室友 死党! 哥们 社交 人缘! 交朋友! 新朋友! 好姐妹! ' +
    'friend! friendship! flatmate! housemate! bestie! bff! best_friend! roommate! classmate! buddy pal friend_group! social~ make_friends! new_friends!',
}

/** Phrases that contain a topic word but are not about that topic; they are removed before matching. */
const NOT_A_TOPIC = [
  '可爱', // cute (a cat, a baby), not love
  '爱心', // kindness
  '亲爱', // 亲爱的: a greeting
  '热爱', // passion (热爱工作 is about work)
  '爱好', // a hobby
  '其他',
  '其它',
  '他们',
  '她们',
  '它们', // "other", "they": not a love interest
  '老家', // a hometown: where to live is a life choice
  '在家',
  '搬家', // where one is or moves to, not who
  'love_to',
  'would_love', // "I'd love to know"
  'invest_my_time',
  'invest_my_energy', // time and energy are not money
  'put_my_energy',
  'my_energy_into',
  '精力放',
  '把精力',
  '精力投', // where to put one's effort is a question of focus, not wellbeing
  'work_out',
  'running_out', // "will it work out", "running out of time"
  '万一', // "in case"
]

interface Entry {
  topic: QuestionTopic | null
  weight: number
  length: number
  /** The plain text, for a cheap substring test before the pattern runs (most entries are absent). */
  text: string
  pattern: RegExp
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function entry(word: string, topic: QuestionTopic | null): Entry {
  const weight = word.endsWith('!') ? 3 : word.endsWith('~') ? 1 : 2
  const text = word.replace(/[!~]$/, '').replace(/_/g, ' ')
  const body = escape(text)
  const pattern = /[a-z]/.test(text) ? new RegExp(`\\b${body}(?:s|es)?\\b`, 'g') : new RegExp(body, 'g')
  return { topic, weight, length: text.length, text, pattern }
}

/** Longest first, so a phrase (合作对象, business partner) claims its words before they are read alone. */
const ENTRIES: Entry[] = [
  ...NOT_A_TOPIC.map((word) => entry(word, null)),
  ...Object.entries(TOPIC_LEXICON).flatMap(([topic, words]) =>
    words
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => entry(w, topic as QuestionTopic)),
  ),
].sort((a, b) => b.length - a.length)

/**
 * The topic with the most weight; on a tie the one with the strongest single
 * entry, then the one found in the longer (more specific) phrase; none → self.
 */
// Entries by their first character, each list in ENTRIES order, so a question looks only at entries that could start in it.
const BY_FIRST = new Map<string, number[]>()
ENTRIES.forEach((e, i) => {
  const first = e.text[0] ?? ''
  BY_FIRST.set(first, [...(BY_FIRST.get(first) ?? []), i])
})

function candidates(text: string): Entry[] {
  const seen = new Set<string>()
  const picked: number[] = []
  for (const ch of text) {
    if (seen.has(ch)) continue
    seen.add(ch)
    const list = BY_FIRST.get(ch)
    if (list) picked.push(...list)
  }
  return picked.sort((a, b) => a - b).map((i) => ENTRIES[i]!)
}

/** A relative's wedding is a family occasion, not the asker's love life: 我哥要结婚了, my brother is getting married. */
const RELATIVE_WEDDING =
  /(?:哥|姐|姊|弟|妹|表[哥姐姊弟妹]|堂[哥姐弟妹]|儿子|女儿)[^，。？！,.?!\s]{0,3}(?:结婚|婚礼|办酒)|\b(?:brother|sister|cousin|son|daughter)(?:'s| is)? (?:getting married|wedding)\b/g

function scoresOf(text: string): Map<QuestionTopic, { sum: number; best: number; longest: number }> {
  const score = new Map<QuestionTopic, { sum: number; best: number; longest: number }>()
  let rest = text.replace(RELATIVE_WEDDING, (found) => {
    score.set('family', { sum: 3, best: 3, longest: found.length })
    return ' '.repeat(found.length)
  })
  for (const e of candidates(text)) {
    if (!rest.includes(e.text)) continue
    rest = rest.replace(e.pattern, (found) => {
      if (e.topic) {
        const s = score.get(e.topic) ?? { sum: 0, best: 0, longest: 0 }
        score.set(e.topic, { sum: s.sum + e.weight, best: Math.max(s.best, e.weight), longest: Math.max(s.longest, e.length) })
      }
      return ' '.repeat(found.length)
    })
  }
  return score
}

/** The topic; `asked` is the sentence that asks (the rest is context), where a relative must be named to make money or studies a family question. */
function topicOf(text: string, asked: string = text): QuestionTopic {
  const score = scoresOf(text)
  let top: QuestionTopic = 'self'
  let bestKey = [0, 0, 0]
  for (const topic of QUESTION_TOPICS) {
    const s = score.get(topic)
    if (!s) continue
    const key = [s.sum, s.best, s.longest]
    const wins = key.findIndex((v, i) => v !== bestKey[i])
    if (wins >= 0 && (key[wins] as number) > (bestKey[wins] as number)) [top, bestKey] = [topic, key]
  }
  // Money lent to or asked of one's family is a question about the family bond: 借给弟弟, lend my brother the deposit.
  // Only when the relative is in the sentence that asks: parents named in the context beside an exam and a job offer
  // (…？爸妈也支持我再考) leave the question about the studies.
  const relative = score.has('family') && (asked === text || scoresOf(asked).has('family'))
  if (top === 'money' && relative) return 'family'
  // So is a child's schooling, or parents' say on one's studies: 女儿成绩, my parents be ok with me studying abroad.
  if (top === 'study' && relative) return 'family'
  return top
}

// ───────────────────────── kinds ─────────────────────────

/** Someone other than the asker… */
const ZH_OTHER =
  /他|她|它|(?<![a-z])ta(?![a-z])|对方|前任|现任|老板|主管|领导|上司|同事|妈|爸|父母|家人|婆婆|公婆|闺蜜|麻吉|朋友|好友|同学|室友|合作对象|合伙人|对象|男友|女友|老公|老婆|另一半|伴侣|孩子|儿子|女儿|哥|姐|姊|弟|妹|奶奶|爷爷|外婆|外公|学长|学姐|学弟|学妹|组长|表姐|表哥|表妹|表弟|阿嬷|客户|老师|邻居|房东|经理|crush|那个人|喜欢的人/
/** …and their mind, feelings or intentions (what they will *do* is a yes/no: 他会回来吗). */
const ZH_MIND =
  /觉得我|评价我|对我的(?:工作|表现)|喜欢我|爱我|在乎|在意|想我|想法|怎么想|在想|怎么看|看我|对我|心里|心意|真心|认真|感觉|意见|成见|失望|疏远|冷淡|理我|靠谱|信任|信得过|靠得住|诚实|骗我|瞒|背后|偏心|开心|生气|生(?:我|你)?的?气|气我|在气|记恨|怪我|讨厌|躲我|打算|想(?:退出|离开|放弃|分手|复合|回头)|后悔|介意|态度|好感|动心|变心|嫉妒|吃醋|备胎|外遇|出轨|劈腿|暧昧(?!对象)|想让我|针对我|排挤|看不起|冷落|不约我|嫌弃|利用我|躲着我|故意|恨我|玩玩/g
const EN_OTHER =
  /\b(?:he|she|him|her|his|they|them|their)\b|\bmy (?:\w+ )?(?:boss|partner|crush|ex|mom|mum|mother|dad|father|parents?|husband|wife|boyfriend|girlfriend|friend|bestie|roommate|coworker|colleague|manager|sister|brother|son|daughter|kids?|in-laws|family|teacher|client|landlord|date|spouse)\b/
const EN_MIND =
  /\b(?:(?:going on|wrong) with (?:her|him|them)|think(?:s|ing)? (?:of|about) (?:me|my|us|our)|disappointed (?:in|with) me|proud of me|grudge|plans? to|jealous|envious|regrets?|over me|hates? me|trying to|ignoring me|avoiding me|annoyed|judging me|talking about me|against me|moved on|using me|playing me|(?:like|likes|love|loves|miss|misses|want|wants|respect|respects|resent|resents|see|sees) me|into me|feels? about me|feelings|honest|trust|truthful|lying|lie to me|cheating|hiding|mad at|angry (?:at|with)|upset with|cares? about me|intentions?|interested in me|serious about me|on (?:his|her|their) mind|in (?:his|her|their) head|wants? out|wants? to (?:leave|quit|break up|get back together))\b/g

/** A mind word right after the asker is the asker's own (我很在意…, my feelings for…). */
const ZH_ASKER = /我(?:很|还|还是|总|总是|一直|真的|有点|好|也|都|就|太)?$/
const EN_ASKER = /\bmy\s+$/

function aboutTheirMind(s: string, english: boolean): boolean {
  const [other, mind, asker] = english ? [EN_OTHER, EN_MIND, EN_ASKER] : [ZH_OTHER, ZH_MIND, ZH_ASKER]
  // Trust to be rebuilt is the asker's to work on, not the other's heart to read: blanked, so indices still line up.
  const own = s.replace(english ? EN_REBUILD_TRUST : ZH_REBUILD_TRUST, (m) => ' '.repeat(m.length))
  return other.test(s) && Array.from(own.matchAll(mind)).some((m) => !asker.test(own.slice(0, m.index)))
}
const EN_REBUILD_TRUST = /\b(?:re-?build(?:ing)?|build(?:ing)?|regain(?:ing)?|earn(?:ing)?|restor(?:e|ing)|repair(?:ing)?|win(?:ning)? back|get back)\b(?:\s+\w+){0,3}\s+trust\b/g
const ZH_REBUILD_TRUST = /(?:重建|重新建立|建立|赢回|挽回|修复|找回|重拾)[^，。？！,.?!]{0,8}信任/g

/** 还是 needs something before it; after a pronoun or an adverb it means "still" (他还是喜欢我吗), not "or". */
const ZH_OR = /(?<=[^他她它我你都也却总仍还])还是/
/** Which one: 选哪个, 哪一个更好, 二选一 (not 哪个月, a time; not 哪一面, which side of oneself; not 哪个方向, where things head). */
// 往哪个方向走 / 会朝哪个方向发展 asks where things go, not which of two things to pick (选哪个方向 still picks).
const ZH_WHICH = /(?:选|挑)哪(?:个|一个|一(?!面|些)|边|样)|哪(?:个|一个|一(?!面|些)|边|样)(?![月天年]|方向)|二选一/
const EN_OR = /(?<!\b(?:sooner|more|whether))\s+or\s+(?!(?:not|so|something|anything|what|else|later|less)\b)/
const EN_WHICH = /^which\b|\bwhich (?:one|option|path|way|is better)\b/

const ZH_TIMING = /什么时候|啥时候|何时|几时|多久|多长时间|哪天|哪一天|哪个月|哪一年|什么时间|几月/
const EN_TIMING = /(?:^|[,.;:!?]\s*)when\b|\bwhen (?:will|would|is|are|do|does|can|could|should|shall|am)\b|\bhow (?:long|soon)\b|\bwhat time\b|\bby when\b/

/** A-not-A (该不该, 要不要, 能不能, 是不是, 适不适合), 吗, or a final 么 that is not 什么/怎么. */
const ZH_YES_NO = /吗|(.)不\1|有没有|是否|可行|(?<![什怎那这多要])么[\s?!.。？！~～]*$/
/** A yes/no after the situation: "…haven't spoken in a week, should I apologise first". */
const EN_YES_NO_LATE = /[,;:.]\s*(?:should|will|would|is|are|am|can|could|do|does|did)\s+(?:i|we|he|she|it|they|my|this|something|there)\b|\bshould (?:i|we)\s*\??$/
const EN_YES_NO = /^(?:will|would|should|shall|is|are|am|was|were|can|could|do|does|did|has|have|had|may|might|must|won't|isn't|aren't|can't|don't|doesn't|didn't)\b/

/** 怎么办 / 有什么办法, or 怎么/怎样/如何 followed by what to do (see isZhHowTo). */
const ZH_HOW_TO = /怎么办|有什么(?:办法|方法|建议)|(?:该|能|可以)做(?:些)?什么/
const ZH_HOW = /怎么样|怎么|怎样|如何/g
// What stands in the way: the question asks to have the block named.
const ZH_OBSTACLE = /阻碍|障碍|卡住|卡关|卡在|拖住|拖累|拖后腿|绊住|挡住|挡着|拦着|阻挡|妨碍|瓶颈|困住|放不开/
const EN_OBSTACLE =
  /\bblock(?:s|ing|ed|age)?\b|\bstuck\b|\bhold(?:s|ing)? (?:me|us|him|her|them) back\b|\bin (?:my|our|the) way\b|\bobstacles?\b|\bstopping (?:me|us)\b|\bkeep(?:s|ing)? (?:me|us) from\b|\bprevent(?:s|ing)? (?:me|us)\b/
const EN_HOW_TO = /^how (?:can|do|should|could|would|might|to)\b|[,;:]\s*how (?:can|do|should|could) (?:i|we)\b|\bhow to\b|\bwhat (?:can|should|could) (?:i|we) do\b|\bways? to\b|\btips\b|\badvice\b/

/** Words that open a question without changing it: "So should I quit?", "ok, will he…", a pasted "user:" label. */
const EN_LEAD = /^(?:(?:(?:user|human|me|question)\s*:|(?:so|and|but|ok|okay|well|hey|hi|um|uh|honestly|also|then|yeah|hmm+|please)\b[,!.]?)\s*)+/
const PUNCT = /[\s?!.,;:~，。？！；：～、…]/
const CLAUSE_END = /[?!.,;:~，。？！；：～、…]/
/**
 * A clause ends at its punctuation, but not at the comma or point inside a number ("$4,000", "2.5"), nor inside
 * brackets: an option with an aside (进修班（三个月，周末上课）) stays one option.
 */
function endsClause(s: string, i: number): boolean {
  const ch = s[i] as string
  if ((ch === ',' || ch === '.') && /\d/.test(s[i - 1] ?? '') && /\d/.test(s[i + 1] ?? '')) return false
  if (!CLAUSE_END.test(ch)) return false
  let depth = 0
  for (let k = 0; k < i; k++) {
    const c = s[k]
    if (c === '(' || c === '（') depth++
    else if ((c === ')' || c === '）') && depth > 0) depth--
  }
  return depth === 0
}

/** 如何/怎么 ask "how to" unless they ask how things are or will be: 状态如何, 会怎么发展, 怎么样, 怎么想, 怎么会. */
function isZhHowTo(s: string): boolean {
  if (ZH_HOW_TO.test(s)) return true
  for (const m of s.matchAll(ZH_HOW)) {
    const at = m.index ?? 0
    const next = s[at + m[0].length] ?? ''
    const ends = next === '' || PUNCT.test(next) || '呢吗啊呀了'.includes(next)
    if ('会将'.includes(s[at - 1] ?? '_')) continue
    if (m[0] === '怎么样' ? next === '才' : !ends && !(m[0] === '怎么' && '想看会回都'.includes(next))) return true
  }
  return false
}

// ───────────────────────── choice options ─────────────────────────

// 把四千块押金借给弟弟 → 借给弟弟: the thing lent is the subject; the option is what the asker would do.
const ZH_LEAD = /^(?:\s+|我|到底|究竟|是|应该|该|要|选择|选(?!修|项)|就|[^\s，。？！,]{0,10}?(?:犹豫|纠结)着?|把[^\s，。？！,]{1,8}?(?=借|给|拿去|拿来|交|存|投|花|卖|留))/
const ZH_TRAIL = /(?:\s+|呢|吗|啊|呀|吧|比较好|更好|好)$/
const EN_OPT_LEAD = /^(?:\s+|(?:so|and|but|ok|okay|well)\b,?|(?:should|shall|do|can) (?:i|we)\b|(?:would it be|is it) better to\b|either\b)/
const EN_OPT_TRAIL = /(?:\s+|\binstead|\bthen|\bfor now|\bnow|\bthis (?:week|month|year|spring|summer|autumn|fall|winter|term|semester))$/

/** The asker's own words for [a, b) of the normalised text, with question words trimmed off both ends. */
function cut(q: string, s: string, a: number, b: number, lead: RegExp, trail: RegExp): string {
  for (let m = lead.exec(s.slice(a, b)); m && m[0] && a < b; m = lead.exec(s.slice(a, b))) a += m[0].length
  for (let m = trail.exec(s.slice(a, b)); m && m[0] && a < b; m = trail.exec(s.slice(a, b))) b -= m[0].length
  return q.slice(a, b).trim()
}

/** Splits the clause around a separator at [at, at + width) into its two sides. */
function optionsAround(q: string, s: string, at: number, width: number, lead: RegExp, trail: RegExp): [string, string] | undefined {
  let a = at
  // "…一起住，还是…": the first option is the clause before the comma.
  const before = at > 1 && endsClause(s, at - 1) ? at - 1 : at
  a = before
  while (a > 0 && !endsClause(s, a - 1)) a--
  let b = at + width
  while (b < s.length && !endsClause(s, b)) b++
  const left = cut(q, s, a, before, lead, trail)
  const right = cut(q, s, at + width, b, lead, trail)
  return left && right ? [left, right] : undefined
}

/** 还是不A after a pronoun is still a choice when A was said before it: 借给他还是不借 (not 他还是不理我, "he still ignores me"). */
function zhANotA(s: string): RegExpExecArray | null {
  const m = /还是(?=不(.))/.exec(s)
  return m && s.slice(0, m.index).includes(m[1] as string) ? m : null
}

function choiceOf(q: string, s: string, english: boolean): { options?: [string, string] } | null {
  const or = english ? EN_OR.exec(s) : (ZH_OR.exec(s) ?? zhANotA(s))
  const lead = english ? EN_OPT_LEAD : ZH_LEAD
  const trail = english ? EN_OPT_TRAIL : ZH_TRAIL
  if (or) {
    const options = optionsAround(q, s, or.index, or[0].length, lead, trail)
    return options ? { options } : {}
  }
  const which = (english ? EN_WHICH : ZH_WHICH).exec(s)
  if (!which) return null
  const and = english ? null : /和|跟|与|或/.exec(s.slice(0, which.index))
  const options = and ? optionsAround(q, s.slice(0, which.index), and.index, 1, lead, trail) : undefined
  return options ? { options } : {}
}

// ───────────────────────── the reading of a question ─────────────────────────

/** The span of the last sentence that ends in a question mark, when the text has more than one sentence; else all of it. */
function questionSentence(s: string): [number, number] {
  const spans: [number, number, boolean][] = []
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string
    if ('.!?。！？\n'.includes(ch)) {
      const end = i + 1
      if (s.slice(start, end).trim()) spans.push([start, end, ch === '?' || ch === '？'])
      start = end
    }
  }
  if (s.slice(start).trim()) spans.push([start, s.length, false])
  if (spans.length < 2) return [0, s.length]
  const asked = spans.filter(([, , question]) => question)
  const last = asked[asked.length - 1]
  if (!last) return [0, s.length]
  const end = last[1]
  let a = last[0]
  while (a < end && /\s/.test(s[a] as string)) a++
  return [a, end]
}

/**
 * Kind by precedence: choice > other_person > timing > yes_no > how_to > reflection.
 * An A-or-B comes first: "lend my brother the deposit, or keep my savings?" names
 * a person but asks which way to go, and both options must be read. Another
 * person's mind comes next (他还喜欢我吗 is about him, not a leaning); timing beats yes/no (什么时候能脱单 asks when, even with 能);
 * a yes/no beats how-to (我该不该…怎么…) because it asks for a leaning.
 * The labelled set gave no reason to change this order: its kind misses come from
 * missing cues, not from two cues in the wrong order.
 */
export function understandQuestion(question: string): QuestionIntent {
  // Same length: normalize maps one unit to one, and both trims drop the same whitespace.
  const whole = question.trim()
  const all = normalize(whole)
  // With several sentences, the kind is the question's: "I've been sad… What do I need to hear?", or a question after injected text.
  const [from, to] = questionSentence(all)
  const topic = topicOf(all, all.slice(from, to))
  const q = whole.slice(from, to)
  const s = all.slice(from, to)
  const english = !/[\u3400-\u9fff]/.test(s)
  const skip = english ? (EN_LEAD.exec(s)?.[0].length ?? 0) : 0
  const body = s.slice(skip)
  const [timing, yesNo] = english ? [EN_TIMING, EN_YES_NO] : [ZH_TIMING, ZH_YES_NO]

  const details = questionDetails(whole, all)
  const choice = choiceOf(q.slice(skip), body, english)
  if (choice) return { kind: 'choice', topic, ...choice, details }
  if (aboutTheirMind(body, english)) return { kind: 'other_person', topic, details }
  if (timing.test(body)) return { kind: 'timing', topic, details }
  if (yesNo.test(body) || (english && EN_YES_NO_LATE.test(body))) return { kind: 'yes_no', topic, details }
  const asks = (english ? EN_OBSTACLE : ZH_OBSTACLE).test(body) ? ({ asks: 'obstacle' } as const) : {}
  if (english ? EN_HOW_TO.test(body) : isZhHowTo(body)) return { kind: 'how_to', topic, ...asks, details }
  return { kind: 'reflection', topic, ...asks, details }
}
