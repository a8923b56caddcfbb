import type { Orientation } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'

import type { FollowUpCase } from './sets'

/**
 * Follow-ups to readings (issue 32, item 6), written blind in three languages — not
 * translations of each other — as people ask them after a reading: should I…, what
 * does that card mean, what about this detail, does this mean something bad, and
 * requests that have nothing to do with the reading. Each carries what a reader in
 * conversation would do with it. The failures are here: a mother or a manager
 * as 她/他/he/she (family or career, never love), "so should I sign up?" on a single
 * card, a sore knee and the Tower, and off-topic requests.
 */

interface Reading {
  language: Language
  question: string
  spreadId: string
  cards: FollowUpCase['cards']
}

type Turn = Omit<FollowUpCase, 'id' | 'language' | 'question' | 'spreadId' | 'cards'>

/** A draw written as card ids in position order, a trailing `r` for reversed. */
function draw(ids: string): FollowUpCase['cards'] {
  return ids.split(' ').map((token) => {
    const reversed = token.endsWith('r')
    const orientation: Orientation = reversed ? 'reversed' : 'upright'
    return { id: reversed ? token.slice(0, -1) : token, orientation }
  })
}

function reading(language: Language, question: string, spreadId: string, cards: string): Reading {
  return { language, question, spreadId, cards: draw(cards) }
}

function ask(on: Reading, id: string, turn: Turn): FollowUpCase {
  return { id, ...on, cards: on.cards.map((card) => ({ ...card })), ...turn }
}

// ── 简体中文 ──
const hansExam = reading('zh-Hans', '在犹豫要不要报名下个月的教资面试，我准备得够吗', 'one', 'Coins08')
const hansMum = reading('zh-Hans', '上周跟我妈吵了一架，她三天没回我消息了，她还在生我的气吗', 'ppf', 'Cups05 Swords04r Cups06')
const hansLoan = reading('zh-Hans', '弟弟找我借4万付首付，借给弟弟还是留着自己的积蓄', 'two', 'Coins04 Coins06 Swords08r Major14 Coins09r')
const hansRun = reading('zh-Hans', '练了三个月，十月的半马我能跑完吗', 'horse', 'Wands09 Coins07 Wands08 Major08 Cups03 Major16 Wands06')
const hansBoss = reading('zh-Hans', '新来的领导到底怎么看我的工作', 'obst', 'Wands07 Swords10r Swords14 Coins03 Wands04')
const hansEmpty = reading('zh-Hans', '最近心里空落落的，我到底想要什么', 'holy', 'Cups04 Major09r Cups01')
const hansColleague = reading('zh-Hans', '同组的小王老在会上针对我，我该怎么办', 'ppf', 'Swords05 Swords07r Major11')
const hansEx = reading('zh-Hans', '分手两个月了，他还会回来找我吗', 'breakup', 'Cups03r Swords03 Cups08 Major06r Major13 Major17')

// ── 繁體中文（台灣） ──
const hantInterview = reading('zh-Hant', '下禮拜二研究所推甄面試，我上得了嗎', 'interview', 'Coins11 Swords14 Coins08r Major17')
const hantMum = reading('zh-Hant', '我媽最近一直唸我不結婚，她到底在擔心什麼', 'diamond', 'Major03 Swords09r Coins10 Cups14')
const hantLoan = reading('zh-Hant', '我哥要跟我借十萬週轉，要借他還是留著自己出國用', 'paths', 'Coins02 Coins06 Swords05r Cups10 Coins04 Major09 Wands03')
const hantHike = reading('zh-Hant', '十月想去爬玉山，可是體力一直不太好，我可以順利登頂嗎', 'celtic', 'Wands09 Major16 Coins07 Wands08r Major07 Coins03 Major08 Cups03 Swords09 Wands06')
const hantBoss = reading('zh-Hant', '新主管好像不太滿意我，我該怎麼跟她相處', 'obst', 'Swords13 Wands07r Coins04 Cups11 Major14')
const hantRestless = reading('zh-Hant', '快四十了，老是覺得很浮躁，到底卡在哪裡', 'energy', 'Wands02r Swords08 Major00')
const hantCrush = reading('zh-Hant', '社團學長對我忽冷忽熱，他到底怎麼想', 'rel', 'Cups11 Wands12r Cups02 Swords02 Wands11 Coins01 Major18 Cups06r')
const hantFriend = reading('zh-Hant', '好朋友結婚沒找我當伴娘，我要不要主動問她', 'one', 'Cups03r')

// ── English ──
const enRace = reading('en', 'Will I finish my first half marathon in April?', 'ppf', 'Wands09 Major16 Wands06')
const enBootcamp = reading('en', 'Should I sign up for the evening coding bootcamp?', 'one', 'Wands01')
const enLoan = reading('en', 'My brother asked to borrow $4,000 for his rental deposit. Should I lend it or keep my savings?', 'two', 'Coins04r Cups06 Coins10 Major11 Swords06')
const enManager = reading('en', 'What does my new manager think of my work?', 'celtic', 'Coins03 Swords12r Coins08 Wands05 Major04 Cups11 Coins07 Swords02 Major18r Coins06')
const enMum = reading('en', "My mum and I argued last week and she's gone quiet. Is she still angry with me?", 'holy', 'Swords05r Cups04 Major14')
const enForty = reading('en', "I turned 40 in March and I'm restless. What is it I actually want?", 'star', 'Major00 Cups07 Wands03 Major12 Cups03 Major21')
const enDates = reading('en', 'Tom or Daniel?', 'two', 'Major06 Cups02 Wands05r Cups10 Swords04r')
const enFriend = reading('en', 'My best friend has been distant since she moved away. How do I reconnect?', 'diamond', 'Cups08 Swords04 Cups06r Wands03r')

export const FOLLOW_UP_CASES: FollowUpCase[] = [
  // ── 简体中文 ──
  ask(hansExam, 'zh-Hans-fu-01', { message: '所以我到底该不该报名？', expect: 'decision', topic: 'study', action: ['报名'] }),
  ask(hansExam, 'zh-Hans-fu-02', { message: '这张星币八是说我哪里准备得还不够吗', expect: 'card', topic: 'study', card: 'Coins08' }),
  ask(hansExam, 'zh-Hans-fu-03', { message: '我最虚的是试讲那一块，牌能看出试讲会怎么样吗', expect: 'detail', topic: 'study', detail: ['试讲'] }),
  ask(hansExam, 'zh-Hans-fu-04', {
    earlier: ['所以我到底该不该报名？'],
    message: '顺便帮我写个Python脚本，把历年真题从网站上扒下来',
    expect: 'off_topic',
    topic: 'study',
  }),
  ask(hansMum, 'zh-Hans-fu-05', { message: '她已经三天没回我消息了，这三天不说话到底是什么意思', expect: 'detail', topic: 'family', detail: ['三天', '消息'] }),
  ask(hansMum, 'zh-Hans-fu-06', { message: '那我要不要这周末直接回家，当面跟她道个歉', expect: 'decision', topic: 'family', action: ['回家', '道歉', '道个歉'] }),
  ask(hansMum, 'zh-Hans-fu-07', { message: '未来那张圣杯六是说她会先心软吗', expect: 'card', topic: 'family', card: 'Cups06' }),
  ask(hansMum, 'zh-Hans-fu-08', { message: '现在那张宝剑四是倒着的，是不是说明她以后都不会原谅我了', expect: 'fear', topic: 'family', card: 'Swords04' }),
  ask(hansMum, 'zh-Hans-fu-09', {
    earlier: ['未来那张圣杯六是说她会先心软吗'],
    message: '我闺蜜也跟她妈闹翻了，你顺便帮她也看看呗',
    expect: 'off_topic',
    topic: 'family',
  }),
  ask(hansLoan, 'zh-Hans-fu-10', { message: '说了这么多，我到底借不借啊', expect: 'decision', topic: 'money', action: ['借', '借给弟弟'] }),
  ask(hansLoan, 'zh-Hans-fu-11', { message: '4万对我来说真不是小数目，差不多是我一年攒下来的，牌里怎么看这笔钱', expect: 'detail', topic: 'money', detail: ['4万'] }),
  ask(hansLoan, 'zh-Hans-fu-12', {
    message: '我弟花钱一直大手大脚的，他借了到时候会还吗',
    expect: 'detail',
    topic: 'money',
    detail: ['弟弟', '我弟'],
  }),
  ask(hansLoan, 'zh-Hans-fu-13', { message: '选项A走向那张节制是什么意思', expect: 'card', topic: 'money', card: 'Major14' }),
  ask(hansLoan, 'zh-Hans-fu-14', { message: '选项B最后那张星币九是倒的，是不是说明我把钱留着反而会亏', expect: 'fear', topic: 'money', card: 'Coins09' }),
  ask(hansRun, 'zh-Hans-fu-15', {
    message: '我膝盖最近一直隐隐作痛，阻碍那张高塔是不是说我比赛的时候会受伤',
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  }),
  ask(hansRun, 'zh-Hans-fu-16', { message: '那我还要不要按计划每周跑三次长距离', expect: 'decision', topic: 'health', action: ['跑', '长距离'] }),
  ask(hansRun, 'zh-Hans-fu-17', { message: '最佳做法那张力量牌怎么理解', expect: 'card', topic: 'health', card: 'Major08' }),
  ask(hansRun, 'zh-Hans-fu-18', { message: '你能给我一份一周的增肌餐食谱吗', expect: 'off_topic', topic: 'health' }),
  ask(hansRun, 'zh-Hans-fu-19', {
    earlier: ['我膝盖最近一直隐隐作痛，阻碍那张高塔是不是说我比赛的时候会受伤'],
    message: '还有我最近跑完心口有点闷，结果那张权杖六是不是说明身体没事',
    expect: 'fear',
    topic: 'health',
    card: 'Wands06',
    body: true,
  }),
  ask(hansBoss, 'zh-Hans-fu-20', { message: '我想主动找他要一下反馈，你觉得合适吗', expect: 'decision', topic: 'career', action: ['要反馈', '反馈', '找他'] }),
  ask(hansBoss, 'zh-Hans-fu-21', { message: '他开会从来不点评我的方案，这个细节牌里怎么看', expect: 'detail', topic: 'career', detail: ['点评', '方案', '开会'] }),
  ask(hansBoss, 'zh-Hans-fu-22', { message: '阻碍那张宝剑十，是不是说明我要被裁了', expect: 'fear', topic: 'career', card: 'Swords10' }),
  ask(hansBoss, 'zh-Hans-fu-23', { message: '干脆帮我写一封辞职信吧，语气客气一点', expect: 'off_topic', topic: 'career' }),
  ask(hansBoss, 'zh-Hans-fu-24', { message: '被忽略的资源那张星币三，指的是什么资源', expect: 'card', topic: 'career', card: 'Coins03' }),
  ask(hansEmpty, 'zh-Hans-fu-25', { message: '出路那张圣杯王牌到底在说什么', expect: 'card', topic: 'self', card: 'Cups01' }),
  ask(hansEmpty, 'zh-Hans-fu-26', {
    message: '我说的空不是难过，更像是麻木，对什么都没感觉，牌里有说到这种吗',
    expect: 'detail',
    topic: 'self',
    detail: ['麻木', '没感觉'],
  }),
  ask(hansEmpty, 'zh-Hans-fu-27', { message: '原因那张隐士是倒着的，是不是说我这辈子都要一个人了', expect: 'fear', topic: 'self', card: 'Major09' }),
  ask(hansEmpty, 'zh-Hans-fu-28', { message: '先不说这个了，帮我解道高数题：x²从0到1的积分是多少', expect: 'off_topic', topic: 'self' }),
  ask(hansColleague, 'zh-Hans-fu-29', { message: '那我要不要直接去找小王当面聊一次', expect: 'decision', topic: 'career', action: ['找小王', '聊'] }),
  ask(hansColleague, 'zh-Hans-fu-30', {
    message: '上周开会他当着领导的面说我方案不行，牌怎么看这件事',
    expect: 'detail',
    topic: 'career',
    detail: ['开会', '方案', '当着领导'],
  }),
  ask(hansEx, 'zh-Hans-fu-31', { message: '该放下的位置是死神，是不是说明我们彻底完了，他再也不会回来', expect: 'fear', topic: 'love', card: 'Major13' }),
  ask(hansEx, 'zh-Hans-fu-32', { message: '那我到底要不要主动给他发消息', expect: 'decision', topic: 'love', action: ['发消息', '主动'] }),
  ask(hansEx, 'zh-Hans-fu-33', { message: '别看这个了，你就说今天买哪只股票能涨', expect: 'off_topic', topic: 'love' }),
  ask(hansEx, 'zh-Hans-fu-34', { message: '你们之间那张恋人是倒的，这张具体指什么', expect: 'card', topic: 'love', card: 'Major06' }),

  // ── 繁體中文（台灣） ──
  ask(hantInterview, 'zh-Hant-fu-01', { message: '那我要不要再去報名補習班的模擬面試', expect: 'decision', topic: 'study', action: ['報名', '模擬面試'] }),
  ask(hantInterview, 'zh-Hant-fu-02', { message: '「如何準備」那張星幣八是倒的，是說我準備的方向錯了嗎', expect: 'card', topic: 'study', card: 'Coins08' }),
  ask(hantInterview, 'zh-Hant-fu-03', { message: '對方在找的那張寶劍國王看起來好兇，是不是代表教授會刁難我', expect: 'fear', topic: 'study', card: 'Swords14' }),
  ask(hantInterview, 'zh-Hant-fu-04', { message: '先不管這個，幫我查一下禮拜二台北會不會下雨', expect: 'off_topic', topic: 'study' }),
  ask(hantMum, 'zh-Hant-fu-05', { message: '她每次都說「我是為你好」，這句話牌怎麼看', expect: 'detail', topic: 'family', detail: ['為你好'] }),
  ask(hantMum, 'zh-Hant-fu-06', { message: '那我要不要過年回家的時候跟她好好講開', expect: 'decision', topic: 'family', action: ['講開', '回家'] }),
  ask(hantMum, 'zh-Hant-fu-07', { message: '起點那張皇后是在說我媽嗎', expect: 'card', topic: 'family', card: 'Major03' }),
  ask(hantMum, 'zh-Hant-fu-08', { message: '挑戰那張寶劍九是倒的，是不是表示我跟她的關係會越來越僵', expect: 'fear', topic: 'family', card: 'Swords09' }),
  ask(hantLoan, 'zh-Hant-fu-09', { message: '所以到底要不要借他', expect: 'decision', topic: 'money', action: ['借他', '借'] }),
  ask(hantLoan, 'zh-Hant-fu-10', {
    message: '那十萬是我存了兩年要出國的錢，牌有看出這筆錢對我多重要嗎',
    expect: 'detail',
    topic: 'money',
    detail: ['十萬', '出國'],
  }),
  ask(hantLoan, 'zh-Hant-fu-11', { message: '第二條路·付出那張隱士是什麼意思', expect: 'card', topic: 'money', card: 'Major09' }),
  ask(hantLoan, 'zh-Hant-fu-12', {
    message: '第一條路的付出是寶劍五倒過來，是不是代表借了之後我們兄妹會翻臉',
    expect: 'fear',
    topic: 'money',
    card: 'Swords05',
  }),
  ask(hantLoan, 'zh-Hant-fu-13', { message: '我同事也在煩借錢的事，你幫她抽一張好不好', expect: 'off_topic', topic: 'money' }),
  ask(hantHike, 'zh-Hant-fu-14', {
    message: '我膝蓋本來就不太好，交叉阻礙那張高塔是不是代表我會在山上受傷',
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  }),
  ask(hantHike, 'zh-Hant-fu-15', { message: '那我要不要先去報名登山社的體能訓練', expect: 'decision', topic: 'health', action: ['報名', '體能訓練'] }),
  ask(hantHike, 'zh-Hant-fu-16', { message: '可能結果那張權杖六是什麼意思', expect: 'card', topic: 'health', card: 'Wands06' }),
  ask(hantHike, 'zh-Hant-fu-17', {
    earlier: ['我膝蓋本來就不太好，交叉阻礙那張高塔是不是代表我會在山上受傷'],
    message: '我是說十月那一趟，三天兩夜的行程，牌對這個安排怎麼看',
    expect: 'detail',
    topic: 'health',
    detail: ['十月', '三天兩夜'],
  }),
  ask(hantHike, 'zh-Hant-fu-18', { message: '推薦我幾家台北的登山用品店', expect: 'off_topic', topic: 'health' }),
  ask(hantHike, 'zh-Hant-fu-19', { message: '希望與擔憂那張寶劍九讓我好不安，是不是代表我會有高山症', expect: 'fear', topic: 'health', card: 'Swords09', body: true }),
  ask(hantBoss, 'zh-Hant-fu-20', { message: '我在想要不要直接約她一對一聊聊，問她對我哪裡不滿意', expect: 'decision', topic: 'career', action: ['約她', '聊聊'] }),
  ask(hantBoss, 'zh-Hant-fu-21', { message: '她上次在群組裡當大家的面退我的企劃，牌怎麼看這件事', expect: 'detail', topic: 'career', detail: ['企劃', '群組'] }),
  ask(hantBoss, 'zh-Hant-fu-22', { message: '被忽略的資源那張聖杯侍者指的是誰', expect: 'card', topic: 'career', card: 'Cups11' }),
  ask(hantBoss, 'zh-Hant-fu-23', { message: '阻礙是權杖七倒著，是不是表示我在這間公司撐不下去了', expect: 'fear', topic: 'career', card: 'Wands07' }),
  ask(hantBoss, 'zh-Hant-fu-24', { message: '幫我用Python寫一個自動回覆email的程式', expect: 'off_topic', topic: 'career' }),
  ask(hantRestless, 'zh-Hant-fu-25', { message: '能量指向那張愚人，是叫我辭職去流浪嗎', expect: 'card', topic: 'self', card: 'Major00' }),
  ask(hantRestless, 'zh-Hant-fu-26', { message: '我說的浮躁是那種晚上躺著也靜不下來的感覺，牌有講到嗎', expect: 'detail', topic: 'self', detail: ['浮躁', '靜不下來'] }),
  ask(hantRestless, 'zh-Hant-fu-27', { message: '我最近在想要不要請一個長假出國走走', expect: 'decision', topic: 'self', action: ['長假', '請假', '出國'] }),
  ask(hantRestless, 'zh-Hant-fu-28', { message: '可以教我怎麼煮麻油雞嗎', expect: 'off_topic', topic: 'self' }),
  ask(hantCrush, 'zh-Hant-fu-29', { message: '關係本身那張月亮，是不是代表他在騙我', expect: 'fear', topic: 'love', card: 'Major18' }),
  ask(hantCrush, 'zh-Hant-fu-30', { message: '對方的心情那張寶劍二是什麼意思', expect: 'card', topic: 'love', card: 'Swords02' }),
  ask(hantCrush, 'zh-Hant-fu-31', { message: '他每次都是半夜才回我訊息，這個牌有看出來嗎', expect: 'detail', topic: 'love', detail: ['半夜', '訊息'] }),
  ask(hantFriend, 'zh-Hant-fu-32', { message: '所以我要不要傳訊息問她？', expect: 'decision', topic: 'friendship', action: ['傳訊息', '問她'] }),
  ask(hantFriend, 'zh-Hant-fu-33', { message: '那順便幫我寫一段給新人的婚禮祝福詞', expect: 'off_topic', topic: 'friendship' }),

  // ── English ──
  ask(enRace, 'en-fu-01', {
    message: "my left knee has been sore all week. does the Tower mean I'm going to get injured?",
    expect: 'fear',
    topic: 'health',
    card: 'Major16',
    body: true,
  }),
  ask(enRace, 'en-fu-02', {
    earlier: ["my left knee has been sore all week. does the Tower mean I'm going to get injured?"],
    message: 'ok so should I drop down to the 10k instead?',
    expect: 'decision',
    topic: 'health',
    action: ['drop', '10k'],
  }),
  ask(enRace, 'en-fu-03', { message: "what's the Six of Wands in the future spot saying", expect: 'card', topic: 'health', card: 'Wands06' }),
  ask(enRace, 'en-fu-04', { message: 'can you give me a high-protein meal plan for race week', expect: 'off_topic', topic: 'health' }),
  ask(enBootcamp, 'en-fu-05', { message: 'So should I sign up?', expect: 'decision', topic: 'study', action: ['sign up', 'register', 'enrol'] }),
  ask(enBootcamp, 'en-fu-06', { message: 'what does the Ace of Wands actually mean for me here', expect: 'card', topic: 'study', card: 'Wands01' }),
  ask(enBootcamp, 'en-fu-07', {
    message: "It's three nights a week after work. Does the card say anything about fitting that in?",
    expect: 'detail',
    topic: 'study',
    detail: ['three nights', 'after work'],
  }),
  ask(enBootcamp, 'en-fu-08', { message: 'can you just write me a python function that reverses a linked list', expect: 'off_topic', topic: 'study' }),
  ask(enLoan, 'en-fu-09', { message: 'so do I lend it or not', expect: 'decision', topic: 'money', action: ['lend'] }),
  ask(enLoan, 'en-fu-10', {
    message: '$4,000 is basically two months of my rent. Does the reading take into account how much that is for me?',
    expect: 'detail',
    topic: 'money',
    detail: ['$4,000', 'rent'],
  }),
  ask(enLoan, 'en-fu-11', {
    message: "he's never paid me back before, last time it was $500. what do the cards say about that",
    expect: 'detail',
    topic: 'money',
    detail: ['$500', 'paid back', 'pay you back', 'brother'],
  }),
  ask(enLoan, 'en-fu-12', { message: "What does Justice in the 'Where A Leads' spot mean?", expect: 'card', topic: 'money', card: 'Major11' }),
  ask(enLoan, 'en-fu-13', {
    message: "the Four of Pentacles at the fork is reversed, does that mean I'm going to lose the money?",
    expect: 'fear',
    topic: 'money',
    card: 'Coins04',
  }),
  ask(enManager, 'en-fu-14', {
    message: "I'm thinking of asking her for feedback directly in our next one-on-one. Good idea?",
    expect: 'decision',
    topic: 'career',
    action: ['ask', 'asking', 'feedback'],
  }),
  ask(enManager, 'en-fu-15', { message: "she's only been here six weeks, does that change how I should read this?", expect: 'detail', topic: 'career', detail: ['six weeks'] }),
  ask(enManager, 'en-fu-16', { message: "what's the Knight of Swords reversed in the crossing position about", expect: 'card', topic: 'career', card: 'Swords12' }),
  ask(enManager, 'en-fu-17', {
    message: "The Moon in hopes and fears is upside down. Does that mean she's going to put me on a performance plan?",
    expect: 'fear',
    topic: 'career',
    card: 'Major18',
  }),
  ask(enManager, 'en-fu-18', { message: 'can you draft my resignation email instead', expect: 'off_topic', topic: 'career' }),
  ask(enManager, 'en-fu-19', { message: 'The Emperor in the crown position — is that her?', expect: 'card', topic: 'career', card: 'Major04' }),
  ask(enMum, 'en-fu-20', { message: 'should I just turn up at hers on saturday with flowers?', expect: 'decision', topic: 'family', action: ['turn up', 'flowers'] }),
  ask(enMum, 'en-fu-21', {
    message: "she hasn't replied to my texts in four days. what do the cards make of the silence?",
    expect: 'detail',
    topic: 'family',
    detail: ['four days', 'silence', 'texts'],
  }),
  ask(enMum, 'en-fu-22', { message: "the Five of Swords reversed at the root — does that mean she'll never forgive me?", expect: 'fear', topic: 'family', card: 'Swords05' }),
  ask(enMum, 'en-fu-23', { message: "what's temperance saying as the way forward", expect: 'card', topic: 'family', card: 'Major14' }),
  ask(enMum, 'en-fu-24', {
    message: "actually can you do a reading for my friend Jess instead? she's having a rough week",
    expect: 'off_topic',
    topic: 'family',
  }),
  ask(enForty, 'en-fu-25', { message: 'the Fool as my wish… at 40? what does that mean lol', expect: 'card', topic: 'self', card: 'Major00' }),
  ask(enForty, 'en-fu-26', {
    message: 'By restless I mean I keep browsing flights and houses in other countries at 2am. Does the reading speak to that?',
    expect: 'detail',
    topic: 'self',
    detail: ['flights', '2am', 'other countries'],
  }),
  ask(enForty, 'en-fu-27', {
    message: "The Hanged Man in the lesson spot freaks me out. Does it mean I'll stay stuck forever?",
    expect: 'fear',
    topic: 'self',
    card: 'Major12',
  }),
  ask(enForty, 'en-fu-28', { message: 'should I take the sabbatical my work offered me?', expect: 'decision', topic: 'self', action: ['sabbatical'] }),
  ask(enDates, 'en-fu-29', {
    message: "Daniel's side ends in the Four of Swords reversed. Does that mean he'll lose interest?",
    expect: 'fear',
    topic: 'love',
    card: 'Swords04',
  }),
  ask(enDates, 'en-fu-30', {
    message: 'Tom lives two hours away and Daniel is in my building. Do the cards say anything about the distance?',
    expect: 'detail',
    topic: 'love',
    detail: ['two hours', 'distance', 'building'],
  }),
  ask(enDates, 'en-fu-31', { message: 'write me a funny dating app bio while you are at it', expect: 'off_topic', topic: 'love' }),
  ask(enFriend, 'en-fu-32', { message: 'should I invite her to stay for my birthday next month?', expect: 'decision', topic: 'friendship', action: ['invite'] }),
  ask(enFriend, 'en-fu-33', { message: "what's a good recipe for banana bread", expect: 'off_topic', topic: 'friendship' }),
]
