import type { BottomLineParams, CardRef, ReaderPhrases } from './types'

/**
 * 内置解读的简体中文（中国大陆）短语库。
 * 写法：像坐在对面的塔罗师那样说话，温和、具体，不下断言；牌名只来自参数。
 * 牌名格式统一为“牌名（逆位）”；位置名一律加中文引号，如“近期过去”。
 */

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九']

/** 0–99 的中文数字：12 → 十二，20 → 二十。 */
function zhNumber(n: number): string {
  if (n < 10) return DIGITS[n] ?? String(n)
  if (n >= 100) return String(n)
  const tens = Math.floor(n / 10)
  const ones = n % 10
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`
}

/** 量词前的数字：2 → 两（两张），其余同 zhNumber。 */
function zhCount(n: number): string {
  return n === 2 ? '两' : zhNumber(n)
}

/** “a、b和c” */
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`
}

const names = (cards: CardRef[]): string => list(cards.map((c) => c.card))
/** The lead cards without the hinge when it is one of them (as in en and zh-Hant), so a bottom line neither names one card in both halves nor lends one card's theme to another. */
const leads = (p: { hinge: CardRef; lead: CardRef[] }): CardRef[] => (p.lead.length > 1 ? p.lead.filter((c) => c.card !== p.hinge.card) : p.lead)

/** 第 i 张牌；组合器会传入，缺失时给空引用以免报错。 */
const at = (cards: CardRef[], i: number): CardRef => cards[i] ?? { card: '', essence: '', position: '' }
/** 问“是什么挡住了我”时：越过那道坎之后的样子，由哪张牌来说（卡住的那张是 hinge）。 */
const beyond = (p: BottomLineParams): CardRef => p.lead.find((c) => c.card !== p.hinge.card) ?? at(p.lead, 0)

/** 只抽到一张牌时说“这张牌”，不说“这组牌”。 */
const deck = (p: BottomLineParams): string => (p.cardCount === 1 ? '这张牌' : '这组牌')

/** 关键牌是否就是第一张主牌（单张牌阵时常见），避免同一张牌说两遍。 */
const hingeIsLead = (p: BottomLineParams): boolean =>
  p.lead.length > 0 && p.hinge.card === at(p.lead, 0).card && p.hinge.position === at(p.lead, 0).position

export const zhHans: ReaderPhrases = {
  join: '',
  list,
  cardName: (name, reversed) => (reversed ? `${name}（逆位）` : name),
  capitalize: (text) => text,

  topic: {
    love: '感情',
    career: '工作',
    money: '金钱',
    study: '学业',
    health: '身心状态',
    family: '家人关系',
    friendship: '友情',
    self: '自我成长',
  },

  headings: {
    bottomLine: ['整体倾向', '这次的牌怎么说', '先看大方向'],
    positions: ['逐张来看', '每个位置上的牌', '一张一张读'],
    relations: ['牌与牌之间', '把牌串起来看', '它们彼此怎么呼应'],
    advice: ['可以试试的一小步', '这几天能做的事', '落到行动上'],
    group: [(label) => label, (label) => `${label}：这一段的牌`, (label) => `${label}里的几张牌`],
  },
  groupLabel: (index) => `第${zhNumber(index + 1)}组`,

  bottomLine: {
    yes_no: {
      yes: [
        (p) =>
          `在${p.topic}这件事上，${names(leads(p))}站在“是”这边的分量更重一些，整体指向${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `不过这份“是”有前提：${at(p.lead, 0).card}要你顺着这股劲自己迈出一步，而不是停在原地等。`
              : `不过这份“是”有前提：“${p.hinge.position}”的${p.hinge.card}说的${p.hinge.essence}，需要你认真对待。`
          }`,
        (p) =>
          `如果只能在是与否之间挑一个，${deck(p)}站在“是”这一边：${names(leads(p))}为${p.topic}带来的，是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `但${at(p.lead, 0).card}不是一张保票，能不能成，还要看你接下来怎么动。`
              : `但它不是一张保票，${p.hinge.card}提醒你，${p.hinge.essence}才是能不能成的分水岭。`
          }`,
        (p) =>
          `关于${p.topic}，牌面的风向偏“是”，${names(leads(p))}指向${at(leads(p), 0).essence}；${
            hingeIsLead(p)
              ? `要留心的是，${at(p.lead, 0).card}给的这份可能，需要你亲手推一把，才会真正变成“是”。`
              : `真正要留心的，是${p.hinge.card}所说的${p.hinge.essence}——这一点处理好了，“是”的分量会更重。`
          }`,
        (p) =>
          `答案倾向“是”，但带着条件：在${p.topic}上，${names(leads(p))}呈现的是${at(leads(p), 0).essence}，${
            hingeIsLead(p)
              ? `而${at(p.lead, 0).card}同时也在问你：你准备好迈出自己那一步了吗？`
              : `而${p.hinge.card}落在“${p.hinge.position}”，说明事情成不成，很大程度上系于你怎样对待“${p.hinge.essence}”这一点。`
          }`,
        (p) =>
          `${names(leads(p))}让${p.topic}更接近“是”：眼下的画面是${at(leads(p), 0).essence}，推力多过阻力。${
            hingeIsLead(p)
              ? `只是${at(p.lead, 0).card}的这份推力要靠你主动去接，光等是等不来的。`
              : `只是${p.hinge.card}落在“${p.hinge.position}”，提醒你${p.hinge.essence}这一关，还得你自己去过。`
          }`,
        (p) =>
          `从${names(leads(p))}来看，${p.topic}偏向“是”的一边，${at(leads(p), 0).essence}正在往你这边靠。${
            hingeIsLead(p)
              ? `接住${at(p.lead, 0).card}给的这股势头，别让犹豫把它慢慢耗掉。`
              : `前提是你愿意正视${p.hinge.card}所说的${p.hinge.essence}，不绕开它。`
          }`,
        (p) =>
          `倾向是“是”，而且不算勉强：${names(leads(p))}为${p.topic}带来了${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `${at(p.lead, 0).card}也提醒你，好的倾向要一步步落实，才会真正成形。`
              : `唯一需要盯紧的，是${p.hinge.card}所说的${p.hinge.essence}，它决定这份“是”能走多远。`
          }`,
      ],
      no: [
        (p) =>
          `眼下，${p.topic}这件事更偏向“否”，至少暂时如此：${names(leads(p))}呈现的是${at(leads(p), 0).essence}；${
            hingeIsLead(p)
              ? `除非${at(p.lead, 0).card}所说的局面先松动，否则不宜硬推。`
              : `除非${p.hinge.card}所说的${p.hinge.essence}有所松动，否则不宜硬推。`
          }`,
        (p) =>
          `${deck(p)}更像在说“还不是时候”：关于${p.topic}，${names(leads(p))}透出的是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `转机也藏在${at(p.lead, 0).card}里，等你看清它卡在哪里，局面才可能改写。`
              : `转机在“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}一旦被看见、被处理，局面就可能改写。`
          }`,
        (p) =>
          `倾向上，暂时偏“否”：在${p.topic}上，${names(leads(p))}指向${at(leads(p), 0).essence}，条件还没凑齐。${
            hingeIsLead(p)
              ? `先别急着要一个“是”，把${at(p.lead, 0).card}点出的卡点理顺，再回头看。`
              : `除非${p.hinge.essence}先有了变化——这正是${p.hinge.card}在提醒你的——否则先别急着要一个“是”。`
          }`,
        (p) =>
          `说实话，${names(leads(p))}让${p.topic}现在看起来更接近“否”，但这不是判决，而是一张现状图：${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `${at(p.lead, 0).card}描绘的现状一变，答案也会跟着移动。`
              : `要是${p.hinge.card}所指的${p.hinge.essence}能被改变，答案也会跟着移动。`
          }`,
        (p) =>
          `${names(leads(p))}在${p.topic}上偏向“否”，至少眼下是这样：${at(leads(p), 0).essence}还占着上风。${
            hingeIsLead(p)
              ? `这不等于没有希望，等${at(p.lead, 0).card}说的这一层慢慢松开，再试也不迟。`
              : `能不能翻过来，要看${p.hinge.card}所指的${p.hinge.essence}会不会改变。`
          }`,
        (p) =>
          `现在硬推${p.topic}，多半会觉得吃力，因为${names(leads(p))}更倾向“否”，画面是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `不如照着${at(p.lead, 0).card}的提示先休整一下，把力气留到局面变化的时候。`
              : `不如把注意力放到${p.hinge.card}上：${p.hinge.essence}一旦松动，倾向也会跟着变。`
          }`,
        (p) =>
          `这次${names(leads(p))}给${p.topic}的回应，更偏向“暂时不”，眼下是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `“暂时”两个字很要紧：${at(p.lead, 0).card}描述的是此刻，而不是永远。`
              : `“暂时”两个字很要紧，${p.hinge.card}所说的${p.hinge.essence}，就是那个可以改变的地方。`
          }`,
      ],
      mixed: [
        (p) =>
          `这次的牌没有给出干脆的是或否，在${p.topic}上，${names(leads(p))}的倾向既有${at(leads(p), 0).essence}，也留着余地；${
            hingeIsLead(p)
              ? `往哪边走，要看你怎样回应${at(p.lead, 0).card}。`
              : `真正决定走向的，是${p.hinge.card}所说的${p.hinge.essence}。`
          }`,
        (p) =>
          `是与否在${deck(p)}里差不多各占一半，倾向并不明显：关于${p.topic}，${names(leads(p))}描绘的是${at(leads(p), 0).essence}，${
            hingeIsLead(p)
              ? `与其等一个答案，不如看你打算怎样对待${at(p.lead, 0).card}。`
              : `与其等一个答案，不如看“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}往哪边倾，事情就往哪边走。`
          }`,
        (p) =>
          `这是一个“看情况”的牌面：${names(leads(p))}里有推力，也有拉扯，${p.topic}整体更偏向${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `转折点就在你怎么接住${at(p.lead, 0).card}上。`
              : `转折点落在${p.hinge.card}上，它说的${p.hinge.essence}，才是这道题的关键。`
          }`,
        (p) =>
          `牌面不肯替你说“是”，也没有说“否”：${names(leads(p))}让${p.topic}停在了${at(leads(p), 0).essence}这一步，${
            hingeIsLead(p)
              ? `接下来的倾向，会随着你对${at(p.lead, 0).card}的回应而变。`
              : `一切转在${p.hinge.card}所指的${p.hinge.essence}上；这一点变了，倾向也会跟着变。`
          }`,
        (p) =>
          `${names(leads(p))}在${p.topic}上的倾向是摇摆的，一半是${at(leads(p), 0).essence}，一半还没落定。${
            hingeIsLead(p)
              ? `${at(p.lead, 0).card}把主动权留在你手里：你往前走一步，天平就会动一动。`
              : `让天平停下来的，是${p.hinge.card}所说的${p.hinge.essence}。`
          }`,
        (p) =>
          `要说倾向，${names(leads(p))}给${p.topic}的答案介于是与否之间，眼下的样子是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `与其追问结果，不如看看${at(p.lead, 0).card}要你先做好哪一件事。`
              : `${p.hinge.card}落在“${p.hinge.position}”，${p.hinge.essence}往哪边倒，答案就偏向哪边。`
          }`,
        (p) =>
          `${p.topic}这件事，${names(leads(p))}既没有偏向“是”，也没有偏向“否”，而是停在${at(leads(p), 0).essence}这一步。${
            hingeIsLead(p)
              ? `这时候${at(p.lead, 0).card}更像一个问题：你自己希望它往哪边走？`
              : `关键在${p.hinge.card}：${p.hinge.essence}有了变化，答案才会显出方向。`
          }`,
      ],
    },
    other_person: [
      (p) =>
        `对方心里究竟怎么想，牌读不出来，也不该替人下结论；但在${p.topic}里，${names(leads(p))}照出的这段联系，重心在${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `你能看见、也能做的，就从${at(p.lead, 0).card}描绘的这一点开始。`
            : `你能看见、也能做的，是${p.hinge.card}所说的${p.hinge.essence}。`
        }`,
      (p) =>
        `${deck(p)}照见的是你们之间，而不是对方的内心：关于${p.topic}，${names(leads(p))}照出的是这段联系里的${at(leads(p), 0).essence}；${
          hingeIsLead(p)
            ? `接下来能往哪里走，多半取决于你自己怎样回应${at(p.lead, 0).card}。`
            : `接下来能往哪里走，多半取决于“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}。`
        }`,
      (p) =>
        `先别急着猜对方的心思，看看你们之间发生了什么：${names(leads(p))}说的是${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `在${p.topic}上，${at(p.lead, 0).card}提醒你，你手里能握住的是自己的言行，而不是对方的答案。`
            : `在${p.topic}上，你手里能握住的，是${p.hinge.card}提醒的那一点——${p.hinge.essence}。`
        }`,
      (p) =>
        `牌不替任何人开口，只描绘关系的样子：在${names(leads(p))}给的画面里，此刻的${p.topic}透着${at(leads(p), 0).essence}；${
          hingeIsLead(p)
            ? `至于你能做什么，从${at(p.lead, 0).card}照出的、你看得见的言行开始就好。`
            : `至于你能做什么，${p.hinge.card}指向${p.hinge.essence}，从你看得见的言行开始就好。`
        }`,
    ],
    choice: [
      (p) => {
        const hinge = hingeIsLead(p) ? '你真正想守住什么' : `${p.hinge.card}所说的${p.hinge.essence}对你有多重要`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['选项A', '选项B']
          return `${a}这边是${names(p.sideA)}，偏向${at(p.sideA, 0).essence}；${b}那边是${names(p.sideB)}，偏向${at(p.sideB, 0).essence}。${names(leads(p))}提醒你，在${p.topic}上先想清楚${hinge}，选哪条，由你决定。`
        }
        if (p.options) {
          return `选“${p.options[0]}”还是“${p.options[1]}”，${deck(p)}没有替你拍板：关于${p.topic}，${names(leads(p))}整体指向${at(leads(p), 0).essence}。拿${at(p.lead, 0).card}去对照两个选项，再想想${hinge}，决定仍在你手里。`
        }
        return `${names(leads(p))}没有替你拍板，关于${p.topic}，${deck(p)}整体指向${at(leads(p), 0).essence}。拿${at(p.lead, 0).card}去对照你心里的几种可能，再想想${hinge}，决定仍在你手里。`
      },
      (p) => {
        const weight = hingeIsLead(p) ? '你最看重的那一点' : `${p.hinge.card}提到的${p.hinge.essence}`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`选“${p.options[0]}”`, `选“${p.options[1]}”`] : ['走第一条路', '走第二条路']
          return `两边的牌说的是不同的东西：${a}，${names(p.sideA)}给的是${at(p.sideA, 0).essence}；${b}，${names(p.sideB)}给的是${at(p.sideB, 0).essence}。${names(leads(p))}落在${p.topic}的中心，哪边更能容纳${weight}，你心里会有答案。`
        }
        if (p.options) {
          return `“${p.options[0]}”和“${p.options[1]}”，${names(leads(p))}没有直接站队，在${p.topic}上说的是${at(leads(p), 0).essence}；哪个选项更能容纳${weight}，值得你慢慢掂量，选择仍是你的。`
        }
        return `不管往哪个方向走，${names(leads(p))}都没有直接站队，在${p.topic}上说的是${at(leads(p), 0).essence}；问问自己，哪一种走法更能容纳${weight}，选择仍是你的。`
      },
      (p) => {
        const key = hingeIsLead(p)
          ? `${at(p.lead, 0).card}本身就是衡量的尺子`
          : `衡量的尺子，是“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['一条路', '另一条路']
          return `摊开来看：${a}有${names(p.sideA)}，偏重${at(p.sideA, 0).essence}；${b}有${names(p.sideB)}，偏重${at(p.sideB, 0).essence}。在${p.topic}上，${names(leads(p))}照出你自己站在哪里；${key}，怎么选由你决定。`
        }
        if (p.options) {
          return `在“${p.options[0]}”和“${p.options[1]}”之间，${names(leads(p))}没有替你选，只照出${p.topic}此刻的样子：${at(leads(p), 0).essence}。${key}，最后怎么选，由你决定。`
        }
        return `${names(leads(p))}没有替你挑方向，只照出${p.topic}此刻的样子：${at(leads(p), 0).essence}。${key}，几种可能都可以拿来比一比，最后怎么选，由你决定。`
      },
      (p) => {
        const ask = hingeIsLead(p) ? `${at(p.lead, 0).card}所说的那份心意` : `${p.hinge.card}点出的${p.hinge.essence}`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['第一个选项', '第二个选项']
          return `${names(p.sideA)}替${a}说话：${at(p.sideA, 0).essence}。${names(p.sideB)}替${b}说话：${at(p.sideB, 0).essence}。在${p.topic}上，${names(leads(p))}提醒你把${ask}放进秤里，再由你来做决定。`
        }
        if (p.options) {
          return `“${p.options[0]}”与“${p.options[1]}”各有各的道理，${names(leads(p))}为${p.topic}描绘的是${at(leads(p), 0).essence}。不妨把${ask}放进秤里，看哪个选项更接近它，再由你来做决定。`
        }
        return `${names(leads(p))}为${p.topic}描绘的是${at(leads(p), 0).essence}，摆在你面前的几种可能都有它的道理。不妨把${ask}放进秤里，一样一样去比，再由你来做决定。`
      },
      (p) => {
        const measure = hingeIsLead(p) ? `${at(p.lead, 0).card}说的${at(leads(p), 0).essence}` : `${p.hinge.card}所说的${p.hinge.essence}`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['一边', '另一边']
          return `先把牌分开放：${a}落着${names(p.sideA)}，底色是${at(p.sideA, 0).essence}；${b}落着${names(p.sideB)}，底色是${at(p.sideB, 0).essence}。至于${p.topic}里哪边更适合你，就拿${measure}当试金石，由你来定。`
        }
        if (p.options) {
          return `“${p.options[0]}”和“${p.options[1]}”，${names(leads(p))}都照到了，却没有替你选：${p.topic}眼下是${at(leads(p), 0).essence}。拿${measure}当试金石，两个选项各放上去试一试，由你来定。`
        }
        return `${names(leads(p))}照见的${p.topic}，是${at(leads(p), 0).essence}，它没有替你选方向。拿${measure}当试金石，把心里想走的几步都放上去试一试，由你来定。`
      },
      (p) => {
        const care = hingeIsLead(p) ? `${at(p.lead, 0).card}最在意的东西` : `${p.hinge.card}牵出的${p.hinge.essence}`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['第一条路', '第二条路']
          return `${deck(p)}把两边的分量都摆出来了：${a}由${names(p.sideA)}代言，讲的是${at(p.sideA, 0).essence}；${b}由${names(p.sideB)}代言，讲的是${at(p.sideB, 0).essence}。${names(leads(p))}没有替${p.topic}拍板，它只请你留意${care}，脚往哪边迈，由你自己决定。`
        }
        if (p.options) {
          return `${deck(p)}没有在“${p.options[0]}”和“${p.options[1]}”之间拍板，${names(leads(p))}只说${p.topic}正处在${at(leads(p), 0).essence}。请你留意${care}，两个选项哪个更护得住它，由你自己决定。`
        }
        return `${names(leads(p))}没有替${p.topic}拍板，只说眼下正处在${at(leads(p), 0).essence}。请你留意${care}，哪一种走法更护得住它，由你自己决定。`
      },
      (p) => {
        const point = hingeIsLead(p) ? `${at(p.lead, 0).card}本身` : `“${p.hinge.position}”的${p.hinge.card}（${p.hinge.essence}）`
        if (p.sideA.length > 0 && p.sideB.length > 0) {
          const [a, b] = p.options ? [`“${p.options[0]}”`, `“${p.options[1]}”`] : ['选项A', '选项B']
          return `对照着看：${names(p.sideA)}让${a}显出${at(p.sideA, 0).essence}，${names(p.sideB)}让${b}显出${at(p.sideB, 0).essence}。在${p.topic}上，${names(leads(p))}把焦点落在${point}，哪边更对得上它，这一步由你来迈。`
        }
        if (p.options) {
          return `对照“${p.options[0]}”和“${p.options[1]}”时，可以先看${names(leads(p))}：${p.topic}此刻是${at(leads(p), 0).essence}。焦点落在${point}，哪个选项更对得上它，这一步由你来迈。`
        }
        return `${names(leads(p))}把${p.topic}此刻的样子摆了出来：${at(leads(p), 0).essence}。焦点落在${point}，往哪个方向更对得上它，这一步由你来迈。`
      },
    ],
    timing: [
      (p) =>
        `牌不报日期，讲的是时机成熟的条件：在${p.topic}上，${names(leads(p))}显示眼下处在${at(leads(p), 0).essence}这一段；${
          hingeIsLead(p)
            ? `等${at(p.lead, 0).card}这一段走完，下一段才会慢慢展开。`
            : `等${p.hinge.card}点出的“${p.hinge.essence}”这一环有了眉目，下一段才会真正展开。`
        }`,
      (p) =>
        `与其问“什么时候”，${names(leads(p))}更在意“在什么之后”，把${p.topic}放在${at(leads(p), 0).essence}这个阶段；${
          hingeIsLead(p)
            ? `推进的节奏，要看你在${at(p.lead, 0).card}这个阶段里怎么走。`
            : `${p.hinge.card}落在“${p.hinge.position}”，说明推进的节奏，要看你怎样对待“${p.hinge.essence}”这一环。`
        }`,
      (p) =>
        `从时间上看，${names(leads(p))}说的更像一个正在进行的阶段，而不是某个日子：${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `等${at(p.lead, 0).card}这股劲慢慢走顺，${p.topic}就有机会往下一步走。`
            : `等${p.hinge.card}点出的“${p.hinge.essence}”这一环慢慢理顺，${p.topic}就有机会往下一步走。`
        }`,
      (p) =>
        `如果把${p.topic}看成一段路，现在大概走到了${at(leads(p), 0).essence}这里，这是${names(leads(p))}给的位置。${
          hingeIsLead(p)
            ? `下一段什么时候开始，取决于${at(p.lead, 0).card}说的条件是否成熟，而不是日历。`
            : `下一段什么时候开始，取决于你怎样走过${p.hinge.card}点出的“${p.hinge.essence}”这一环，而不是日历。`
        }`,
    ],
    how_to: [
      (p) =>
        `方向写在${names(leads(p))}里：在${p.topic}上，做法就藏在${at(leads(p), 0).essence}里。${
          hingeIsLead(p)
            ? `这条路能不能走稳，靠的是你愿不愿意照着${at(p.lead, 0).card}一点点去试，而不是一次做到完美。`
            : `这条路能不能走稳，靠的是${p.hinge.card}所说的${p.hinge.essence}。`
        }`,
      (p) =>
        `${names(leads(p))}为${p.topic}指的路，是${at(leads(p), 0).essence}，第一步不必大。${
          hingeIsLead(p)
            ? `要让${at(p.lead, 0).card}指的这条路站得住，就先从最小、最容易做到的一步开始，再慢慢加码。`
            : `而这一切要站得住，得先照顾好“${p.hinge.position}”的${p.hinge.card}——${p.hinge.essence}。`
        }`,
      (p) =>
        `想在${p.topic}上往前走，${deck(p)}给的路线是：先从${at(leads(p), 0).essence}这件事上着手，${names(leads(p))}指的就是这里。${
          hingeIsLead(p)
            ? `${at(p.lead, 0).card}的根基，在于你能不能持续地做下去，哪怕每次只做一点。`
            : `它的根基在${p.hinge.card}：${p.hinge.essence}，这一点不能跳过。`
        }`,
      (p) =>
        `牌的意思是先别求大变化，照着${names(leads(p))}的方向，也就是${at(leads(p), 0).essence}，一步步来。${
          hingeIsLead(p)
            ? `在${p.topic}上，撑住${at(p.lead, 0).card}这条路的，是你每天那一点点的坚持。`
            : `在${p.topic}上，真正撑住这条路的，是${p.hinge.card}提醒的${p.hinge.essence}。`
        }`,
      (p) =>
        `${names(leads(p))}给${p.topic}的起点很具体：${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `试试把${at(p.lead, 0).card}说的这件事缩成今天就能做的一小步，做完再看下一步。`
            : `试试先从这里动手，同时别忘了${p.hinge.card}说的${p.hinge.essence}，路走不走得稳，就看它。`
        }`,
      (p) =>
        `关键在${at(leads(p), 0).essence}，${names(leads(p))}把${p.topic}的做法指向了这里。${
          hingeIsLead(p)
            ? `可以先把${at(p.lead, 0).card}的意思写成一句话，贴在看得见的地方，每天照着做一点。`
            : `可以先把${p.hinge.card}提到的${p.hinge.essence}理一理，地基稳了，往上搭才不费力。`
        }`,
      (p) =>
        `${deck(p)}在${p.topic}上给的，不是一张大蓝图，而是一个起点，也就是${names(leads(p))}说的${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `第一步就从${at(p.lead, 0).card}最容易落地的那一面开始，小到不会让你想拖延。`
            : `第一步从这里迈出，然后留意${p.hinge.card}所说的${p.hinge.essence}，它会决定你能走多远。`
        }`,
    ],
    reflection: [
      (p) =>
        `${
          p.cardCount === 1
            ? `${names(leads(p))}说的，是你${p.topic}里的${at(leads(p), 0).essence}。`
            : `这组牌大多在说你${p.topic}里的${at(leads(p), 0).essence}，${names(leads(p))}是其中最响亮的声音。`
        }${
          hingeIsLead(p)
            ? `往下会怎样，要看你怎样带着${at(p.lead, 0).card}生活。`
            : `往下会怎样，取决于${p.hinge.card}所说的${p.hinge.essence}。`
        }`,
      (p) =>
        `这次牌面的主题是${at(leads(p), 0).essence}：${names(leads(p))}把它摆在了你最容易看见的地方。${
          hingeIsLead(p)
            ? `而${p.topic}接下来的样子，就系在你怎样回应${at(p.lead, 0).card}上。`
            : `而${p.topic}接下来的样子，系在“${p.hinge.position}”的${p.hinge.card}上——${p.hinge.essence}。`
        }`,
      (p) =>
        `关于你的${p.topic}，这次牌面的核心是${at(leads(p), 0).essence}，${names(leads(p))}把这层意思说得最清楚；${
          hingeIsLead(p)
            ? `它会长成什么样，要看你接下来怎么对待${at(p.lead, 0).card}。`
            : `它会长成什么样，要看你怎样对待${p.hinge.card}提醒的${p.hinge.essence}。`
        }`,
      (p) =>
        `这次你抽到的牌，重心落在${names(leads(p))}上，说的是${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `放到${p.topic}里，${at(p.lead, 0).card}值得你多想一想：这份状态从何而来，又想带你去哪里。`
            : `放到${p.topic}里，值得你多想一想的，是${p.hinge.card}的${p.hinge.essence}，它牵动着这一切往哪边走。`
        }`,
      (p) =>
        `${names(leads(p))}照见的，是你此刻在${p.topic}里的${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `与其急着给${at(p.lead, 0).card}下定义，不如先承认它就在那里，再看它想让你看见什么。`
            : `而${p.hinge.card}落在“${p.hinge.position}”，说明${p.hinge.essence}是这面镜子里你最该细看的一角。`
        }`,
      (p) =>
        `${deck(p)}其实在问你一件事：${at(leads(p), 0).essence}，在你的${p.topic}里占了多大分量？${
          hingeIsLead(p)
            ? `${names(leads(p))}没有给标准答案，答案要在你接下来的日子里慢慢显出来。`
            : `${names(leads(p))}把问题摆了出来，而${p.hinge.card}提醒你，${p.hinge.essence}会影响它往哪边长。`
        }`,
      (p) =>
        `${names(leads(p))}${p.lead.length > 1 ? '合在一起，' : ''}把你的${p.topic}带回到${at(leads(p), 0).essence}这件事上。${
          hingeIsLead(p)
            ? `${at(p.lead, 0).card}更像一个邀请：看看你平时怎样对待这一面，又想怎样对待它。`
            : `它往哪里去，很大程度上看${p.hinge.card}所说的${p.hinge.essence}，也看你怎样回应。`
        }`,
    ],
    obstacle: [
      (p) =>
        p.cardCount === 1
          ? `这张牌直接点出了卡住的地方：${p.hinge.card}，${p.hinge.essence}。看清楚它，本身就是往前挪了一步。`
          : `挡在路上的，多半是${p.hinge.card}说的${p.hinge.essence}；把它看清楚，${beyond(p).card}所说的${beyond(p).essence}才有空间长出来。`,
      (p) =>
        p.cardCount === 1
          ? `拖住你的，是${p.hinge.card}说的${p.hinge.essence}。它更像一个要慢慢解开的结，而不是一堵墙，说出它，就是解开的开始。`
          : `牌把卡住的地方点得很清楚：${p.hinge.card}，${p.hinge.essence}。先松开这一处，${p.topic}才能往${beyond(p).card}说的${beyond(p).essence}那边走。`,
      (p) =>
        p.cardCount === 1
          ? `先看${p.hinge.card}：${p.hinge.essence}，最可能是眼下拖住你的那股力量；牌把它摆出来，是为了让你能对它下手。`
          : `先看${p.hinge.card}：${p.hinge.essence}，最可能是眼下拖住你的那股力量；跨过它之后的样子，${beyond(p).card}已经给了线索——${beyond(p).essence}。`,
    ],
  },
  role: {
    focus: [
      (c) => `“${c.position}”的位置上是${c.card}，眼下的局面，像${c.essence}。`,
      (c) => `此刻的重心落在${c.card}上——${c.essence}，这正是“${c.position}”想让你看见的。`,
      (c) => `先看“${c.position}”：${c.card}说的是${c.essence}，这就是你现在站着的地方。`,
    ],
    past: [
      (c) => `“${c.position}”是${c.card}：过去那段时间的底色，是${c.essence}。`,
      (c) => `回头看“${c.position}”，${c.card}讲的是已经发生的事：那段日子，像${c.essence}。`,
      (c) => `在“${c.position}”，你抽到${c.card}：一路带到今天的，是${c.essence}留下的印记。`,
    ],
    future: [
      (c) => `“${c.position}”是${c.card}：接下来慢慢走近你的，是${c.essence}。`,
      (c) => `往前看，${c.card}出现在“${c.position}”，下一段路上，你可能会遇见${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，像一扇正在打开的门，门后是${c.essence}。`,
    ],
    outcome: [
      (c) => `如果一切照现在的方向走，“${c.position}”的${c.card}显示，事情多半会走到这样的画面：${c.essence}。`,
      (c) => `“${c.position}”是${c.card}：照眼下的节奏不做调整，走到后来多半是${c.essence}。`,
      (c) => `${c.card}在“${c.position}”，这是什么都不改变时最可能的落点：${c.essence}。`,
    ],
    obstacle: [
      (c) => `横在你面前的，是“${c.position}”的${c.card}：${c.essence}。`,
      (c) => `“${c.position}”上是${c.card}，这一格说的是你得面对的课题：${c.essence}，它可能绊住你，也可能正等你迎上去。`,
      (c) => `${c.card}落在“${c.position}”，要你跨过去、或者接下来的那道坎，是${c.essence}。`,
    ],
    root: [
      (c) => `往下挖，“${c.position}”的${c.card}露出了这件事的根：${c.essence}。`,
      (c) => `${c.card}在“${c.position}”，说明这件事底下，埋着的是${c.essence}。`,
      (c) => `“${c.position}”是${c.card}，很多事之所以走到今天，来由是${c.essence}。`,
    ],
    advice: [
      (c) => `“${c.position}”是${c.card}：${c.essence}，不妨从这幅画面里找一个你能着手的地方。`,
      (c) => `${c.card}落在“${c.position}”，像在轻轻提醒你：下一步，可以围绕${c.essence}来调整。`,
      (c) => `在“${c.position}”，${c.card}递来一个可以试一试的方向，画面是${c.essence}。`,
    ],
    resource: [
      (c) => `你手边能用上的，在“${c.position}”的${c.card}里：${c.essence}，哪怕它乍看不像帮助。`,
      (c) => `${c.card}落在“${c.position}”，提醒你手边其实有可用的东西，哪怕它眼下看起来只像${c.essence}。`,
      (c) => `“${c.position}”是${c.card}——${c.essence}；从这里面，总能找到一点你用得上的东西。`,
    ],
    self: [
      (c) => `“${c.position}”是${c.card}：此刻的你，就像${c.essence}。`,
      (c) => `落到你这一侧，${c.card}出现在“${c.position}”，照出的是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，像一面镜子，照出此刻的你：${c.essence}。`,
    ],
    other: [
      (c) => `“${c.position}”是${c.card}：从外面看，对方那一侧呈现的是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，描绘的是对方表现出来的那一面：${c.essence}。`,
      (c) => `在“${c.position}”，${c.card}让人看到对方此刻的姿态，像${c.essence}；心里的话，仍要由对方自己来说。`,
    ],
    bond: [
      (c) => `“${c.position}”是${c.card}：你们之间此刻流动着的，是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，两个人之间的那根线，现在像${c.essence}。`,
      (c) => `把目光放到你们中间：“${c.position}”的${c.card}，说的是${c.essence}。`,
    ],
    hopes_fears: [
      (c) => `“${c.position}”是${c.card}：你心里盼着、也悄悄怕着的，是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，把你的心愿和顾虑，都写成了${c.essence}。`,
      (c) => `在“${c.position}”，${c.card}说出了你真正在意的东西：${c.essence}。`,
    ],
    aim: [
      (c) => `“${c.position}”是${c.card}：此刻浮在你心头最上面的，是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，点出你有意在看、在想的那一面：${c.essence}。`,
      (c) => `“${c.position}”的位置上是${c.card}，你脑子里转得最多的，是${c.essence}。`,
    ],
    environment: [
      (c) => `“${c.position}”是${c.card}：你身边的环境，透着这样的气氛——${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，你周围的人和事，看上去像${c.essence}。`,
      (c) => `把目光从自己身上移开：“${c.position}”的${c.card}，说的是${c.essence}。`,
    ],
    hidden: [
      (c) => `“${c.position}”藏着${c.card}：表面之下，是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，那些你没说出口、甚至没察觉的，是${c.essence}。`,
      (c) => `在不那么显眼的地方，“${c.position}”的${c.card}透出了${c.essence}。`,
    ],
    option_a: [
      (c) => `“${c.position}”是${c.card}：走这条路，它给你的是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，如果选这一边，眼前的样子像${c.essence}。`,
      (c) => `先看第一个选项：${c.card}在“${c.position}”，这条路的底色是${c.essence}。`,
    ],
    option_b: [
      (c) => `换到另一边，“${c.position}”是${c.card}，这个选择带来的是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，选这条路，你会遇到的更像${c.essence}。`,
      (c) => `第二个选项由${c.card}来讲：在“${c.position}”，它显出${c.essence}。`,
    ],
    outcome_a: [
      (c) => `沿着第一条路一直走下去，“${c.position}”的${c.card}显示，大致会走到这样的地方：${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”：如果选第一个选项，事情多半会往这个方向去：${c.essence}。`,
      (c) => `第一条路的去处，写在“${c.position}”的${c.card}里：${c.essence}。`,
    ],
    outcome_b: [
      (c) => `若是选第二条路，“${c.position}”的${c.card}指向的落点，是${c.essence}。`,
      (c) => `${c.card}在“${c.position}”，第二个选项照这样走到后来，多半是这样的光景：${c.essence}。`,
      (c) => `第二条路通往哪里，“${c.position}”的${c.card}给出了画面：${c.essence}。`,
    ],
    lesson: [
      (c) => `“${c.position}”是${c.card}：这段经历要你学会的，和${c.essence}有关。`,
      (c) => `${c.card}落在“${c.position}”，该学的、该放下的，都指向${c.essence}。`,
      (c) => `在“${c.position}”，${c.card}留下了一道功课：好好看看${c.essence}。`,
    ],
    aspect: [
      (c) => `“${c.position}”这一面，由${c.card}来说：${c.essence}。`,
      (c) => `说到“${c.position}”，${c.card}呈现的是${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，生活的这一块，眼下像${c.essence}。`,
    ],
    phase: [
      (c) => `“${c.position}”这段时间，由${c.card}领着：${c.essence}。`,
      (c) => `到了“${c.position}”，${c.card}登场，这一段的气氛像${c.essence}。`,
      (c) => `${c.card}落在“${c.position}”，这段日子的主调，是${c.essence}。`,
    ],
  },
  single: [
    (c) => `这一周，带着${c.card}过日子：留意${c.essence}会在哪些小事里露面——一句话、一个念头、一次犹豫，都算。`,
    (c) => `接下来几天，每当你又碰到${c.essence}，停一停，想想${c.card}在“${c.position}”想提醒你什么。`,
    (c) => `把${c.card}当作这周的一枚书签：每晚花一分钟回想，今天哪一刻最像${c.essence}。`,
    (c) =>
      `${c.card}不必一次读懂，这周只要留意一件事：${c.essence}出现的时候，你通常怎么回应？${c.card}想让你看见的，多半就在那个回应里。`,
    (c) => `这几天不妨给${c.card}留一个小本子，记下${c.essence}出现的时间和场合，周末翻一翻，也许会看出规律。`,
    (c) => `${c.card}这周陪着你：哪天你觉得自己正处在${c.essence}里，就试着换一种平时不会用的方式回应一次。`,
    (c) => `与其反复琢磨${c.card}的意思，不如这周去生活里找它：${c.essence}，往往就藏在你最习以为常的那件事里。`,
  ],
  reversedNote: [
    (c) => `${c.card}在这里，我读作能量往里收：${c.essence}先发生在你心里，还没走到外面来。`,
    (c) => `${c.card}在这里并不是走到了反面，更像这股劲被卡住、慢了半拍：${c.essence}，正是卡住的地方。`,
    (c) => `这里的${c.card}，我更倾向读成“过了头”或“憋住了”：${c.essence}并不是没有，而是还没找到合适的分寸。`,
    (c) => `别把${c.card}读成坏兆头，它说的是时机还没到：${c.essence}，需要再等一等、理一理。`,
    (c) => `${c.card}在这个位置上，像一股没处使的力气：${c.essence}还在，只是暂时绕了远路。`,
    (c) => `${c.card}放在这里，多半是说这股能量没用对地方，要么憋在心里，要么使得太猛，${c.essence}就是它走偏时的样子。`,
    (c) => `读这里的${c.card}，可以把它当成“慢下来”的信号：${c.essence}正在底下酝酿，还没到露面的时候。`,
  ],
  releaseNote: [
    (c) => `这里的${c.card}，说的是正位时压着你的那股劲正在松开：${c.essence}已经起了头，只是还没走完。`,
    (c) => `${c.card}在这里读作“松绑”：${c.essence}正在发生，多半是一点一点来的，旧的拉扯偶尔还会回头。`,
    (c) => `别把${c.card}读成卡住了，它说的是松动：${c.essence}先从你心里开始，外面的变化会慢半拍跟上。`,
    (c) => `${c.card}落在这里，是压力在退，而不是在涨；${c.essence}已经开了个头，给它一点时间走完。`,
  ],
  pair: {
    crossing: [
      (a, b) =>
        `${a.card}是局面本身：${a.essence}；横在它上面的${b.card}，带来的是${b.essence}。两张牌叠在一起，说的是你想往前，${b.card}却总从侧面拉住你。`,
      (a, b) =>
        `现状由${a.card}撑着，${b.card}却压在它上面，${a.essence}和${b.essence}在这里正面相遇；这份摩擦，正是眼下最需要你看清的地方。`,
      (a, b) =>
        `把${a.card}和${b.card}放在一起看：前者是你所在的处境，后者是穿过它的那道阻力。阻力本身，也就是${b.essence}，正指出${a.essence}里哪一处最需要松动。`,
    ],
    root_crown: [
      (a, b) =>
        `根在${a.card}，${a.essence}；抬头望见的，是${b.card}，${b.essence}。你心里转得最多的${b.essence}，其实是从${a.card}这条根里长出来的。`,
      (a, b) =>
        `${a.card}埋在底下，${b.card}挂在眼前：底下是${a.essence}，眼前是${b.essence}，两者是同一件事的根和梢。`,
      (a, b) =>
        `${a.card}和${b.card}上下呼应：心里惦着的，是${b.essence}；撑着它、也可能拖着它的，是${a.essence}。${a.card}照顾好了，${b.card}才站得稳。`,
      (a, b) =>
        `往下看是${a.card}，往上看是${b.card}。${b.essence}会长成什么样，要看${a.essence}这片土壤怎么养。`,
      (a, b) =>
        `${b.card}悬在你头顶，${b.essence}；${a.card}是脚下的地面，${a.essence}。头顶那件事再占心思，也得踩着这块地往前走。`,
      (a, b) =>
        `有意思的是，${a.card}在底层悄悄说着${a.essence}，而${b.card}在上面亮出${b.essence}；你意识里挂念的，和心底真正推动你的，未必是同一件事。`,
      (a, b) =>
        `${a.card}是来处，${b.card}是望处。想靠近${b.essence}，不妨先回到${a.card}，问问${a.essence}这一层是否还稳。`,
    ],
    leaving_coming: [
      (a, b) =>
        `${a.card}正在退场，带走${a.essence}；${b.card}正在走近，带来${b.essence}。这是一次交接，不必急着抓住${a.card}带走的那部分。`,
      (a, b) =>
        `从${a.card}到${b.card}，是从${a.essence}走向${b.essence}：旧的在松手，新的在敲门，中间这段过渡，给自己留一点时间。`,
      (a, b) =>
        `一边是渐渐远去的${a.card}，一边是慢慢靠近的${b.card}。${a.essence}在淡出，${b.essence}在浮现，你正站在两者交接的门口。`,
    ],
    self_outcome: [
      (a, b) =>
        `你此刻的姿态是${a.card}，${a.essence}；照这样走下去，${b.card}说的是${b.essence}。结果会往哪边偏，最先能动的，就是你自己这张${a.card}。`,
      (a, b) =>
        `${a.card}和${b.card}之间连着一条线：你怎么站（${a.essence}），很大程度上影响着会走到哪里（${b.essence}）。这条线不是死的，你换个姿势，${b.card}的落点也会挪动。`,
      (a, b) =>
        `把${a.card}看作起点，${b.card}看作照现在的方向走到的地方。${a.essence}一路延伸，长成了${b.essence}，中间的每一步，都还在你手里。`,
    ],
    sequence: [
      (a, b) => `${a.card}之后是${b.card}：从${a.essence}，走到了${b.essence}。${a.card}留下的东西，正是${b.card}的起点。`,
      (a, b) => `故事从${a.card}接到${b.card}。${a.essence}并没有消失，它换了个样子，变成了${b.essence}。`,
      (a, b) =>
        `先是${a.card}，再是${b.card}，一步接着一步。${a.essence}留给你的东西，会被你带进${b.essence}这一段里。`,
      (a, b) => `${a.card}像上一章，${b.card}像下一章；读懂${a.essence}，才看得明白${b.essence}为什么会来。`,
      (a, b) => `顺着时间往下走，${a.essence}慢慢过渡成${b.essence}，${a.card}和${b.card}之间没有断口，只有转弯。`,
      (a, b) => `${b.card}不是凭空出现的：${a.card}铺下的${a.essence}，给${b.essence}垫好了路。`,
      (a, b) => `从${a.card}走到${b.card}，你大概能感觉到节奏变了，${a.essence}在收尾，${b.essence}在开场。`,
    ],
    cause_effect: [
      (a, b) => `${b.card}的样子，很大程度上来自${a.card}：先有了${a.essence}，才有了今天的${b.essence}。`,
      (a, b) =>
        `顺着${a.card}往下看，就能明白${b.card}从哪里来：${a.essence}是因，${b.essence}是果。想改变${b.card}，不妨回到${a.card}这个源头。`,
      (a, b) =>
        `${a.card}和${b.card}之间是一条因果线。${a.essence}一点点累积，最后显出了${b.essence}的样子。`,
      (a, b) => `如果问${b.essence}是怎么来的，${a.card}给了答案：${a.essence}，一点点推出了${b.card}的局面。`,
      (a, b) => `${a.card}是起因，${b.card}是它留下的回响；${a.essence}变一变，${b.essence}也会跟着变。`,
      (a, b) => `把${a.card}和${b.card}连起来读，会发现${b.essence}并非偶然，它一直在回应${a.essence}。`,
      (a, b) => `${b.card}里的${b.essence}，根子扎在${a.card}上；与其只处理结果，不如看看${a.essence}还在不在起作用。`,
    ],
    // 课题那张可能是张好牌，回应那张也可能是张难牌：两边都不直接说成“卡住”或“钥匙”。
    obstacle_answer: [
      (a, b) =>
        `要你面对的是${a.card}，${a.essence}；回应它的是${b.card}，${b.essence}。出路不在绕开${a.card}，而在用${b.card}的方式去面对它。`,
      (a, b) =>
        `${a.card}和${b.card}像一问一答：问题是${a.essence}，牌给的回应是${b.essence}，不妨就从这里试起。`,
      (a, b) =>
        `面对${a.card}带来的${a.essence}，${b.card}给出了应对的方式：${b.essence}。它不一定是最轻松的路，却是这副牌给你的回答。`,
    ],
    versus: [
      (a, b) =>
        `一边是${a.card}，${a.essence}；一边是${b.card}，${b.essence}。这两条路没有对错，只看你更愿意承担${a.essence}还是${b.essence}。`,
      (a, b) =>
        `把${a.card}和${b.card}并排放：前者给的是${a.essence}，后者给的是${b.essence}，想想哪一种更贴近你真正在乎的东西。`,
      (a, b) =>
        `${a.card}对上${b.card}，像两种不同的生活：${a.essence}，或是${b.essence}；牌把它们摆到你面前，选哪一种，仍然由你。`,
      (a, b) => `${a.card}那边是${a.essence}，${b.card}那边是${b.essence}，各有各的代价，也各有各的好处。`,
      (a, b) =>
        `拿${a.card}和${b.card}比一比：一个许你${a.essence}，一个许你${b.essence}；你可以想象自己半年后站在${a.card}或${b.card}的哪一种里，会更踏实。`,
      (a, b) => `如果说${a.card}代表${a.essence}，${b.card}就代表${b.essence}；它们拉开的，正是你心里那杆秤的两端。`,
      (a, b) => `${a.card}与${b.card}摆在一起，${a.essence}和${b.essence}哪一个更让你心动、哪一个更让你安心，答案可能并不一样。`,
    ],
    mirror: [
      (a, b) =>
        `你这边是${a.card}，${a.essence}；对方那边显出的是${b.card}，${b.essence}。${a.card}和${b.card}放在一起，能看出你们在哪里同步、在哪里错开。`,
      (a, b) =>
        `${a.card}和${b.card}像两面相对的镜子：你的${a.essence}，遇上对方表现出来的${b.essence}，这份差异，也许正是你们需要聊一聊的地方。`,
      (a, b) =>
        `看${a.card}和${b.card}：一张是你的状态，一张是对方呈现出来的样子。从${a.essence}到${b.essence}，中间隔着的，或许只是一次坦白的对话。`,
    ],
    // 希望与担忧那一格里，放的常常是怕的事：这几句都不把一张难牌说成心愿。
    hope_outcome: [
      (a, b) =>
        `你心里挂着的是${a.card}：${a.essence}，不管它是盼望还是担心；照现在的走向，${b.card}说的是${b.essence}。两者之间的距离，就是你可以用力的地方。`,
      (a, b) =>
        `${a.card}说的是你心里所盼或所怕的（${a.essence}），${b.card}说的是事情多半的去向（${b.essence}）。两者离得近，心里想的正在成形；离得远，就想想哪一步可以换个走法。`,
      (a, b) =>
        `把心里的盼与怕和去向放在一起看：${a.card}是${a.essence}，${b.card}是${b.essence}。担心不等于预言，盼望也不等于结果；去向那张牌说的，才是眼下的倾向。`,
    ],
    balance: [
      (a, b) =>
        `${a.card}和${b.card}像天平的两端：一边是${a.essence}，一边是${b.essence}，两者你都需要，难的是别让任何一边独占全部分量。`,
      (a, b) =>
        `把${a.card}与${b.card}对照着看，${a.essence}和${b.essence}并不互相抵消，而是彼此补足。眼下${a.card}和${b.card}哪一边用得多、哪一边被冷落了，值得想一想。`,
      (a, b) =>
        `${a.card}说的是${a.essence}，${b.card}说的是${b.essence}。它们是同一个整体的两面，少了${a.card}或${b.card}，另一面都会显得吃力。`,
      (a, b) => `${a.card}给你${a.essence}，${b.card}给你${b.essence}；只靠其中一样撑着，日子久了总会失衡。`,
      (a, b) =>
        `${a.card}偏重${a.essence}，${b.card}偏重${b.essence}。问问自己，最近是不是在${a.card}那头压得太多，而把${b.card}晾在了一边。`,
      (a, b) => `${a.essence}和${b.essence}，一个像呼气，一个像吸气，${a.card}和${b.card}提醒你两样都得有。`,
      (a, b) => `把${a.card}和${b.card}当作一对搭档来看：${a.essence}负责一半，${b.essence}负责另一半，配合好了，事情才转得顺。`,
    ],
  },
  arc: [
    (a, b, c) =>
      `把三张牌连起来读：${a.card}是起点，${a.essence}；${b.card}是眼下，${b.essence}；${c.card}是前方，${c.essence}。中间的${b.card}，是你此刻最能用力的地方。`,
    (a, b, c) =>
      `从${a.card}到${b.card}，再到${c.card}，故事是这样走的：${a.essence}，变成了${b.essence}，又朝着${c.essence}而去。`,
    (a, b, c) =>
      `${a.card}、${b.card}和${c.card}其实在讲同一件事。先有${a.essence}，才有了${b.essence}；顺着这股劲走下去，前面是${c.essence}。`,
    (a, b, c) =>
      `三张牌像三个镜头：${a.card}里是${a.essence}，${b.card}里是${b.essence}，${c.card}里是${c.essence}，一格一格接起来看，你也许会发现哪一格最值得改写。`,
    (a, b, c) =>
      `${a.card}打了底，${b.card}接过话头，${c.card}指向后面的路。${a.essence}、${b.essence}、${c.essence}，这三步里，${b.card}那一步还握在你手里。`,
    (a, b, c) =>
      `读这三张牌，可以像读一句话：因为${a.card}的${a.essence}，所以眼下有${b.card}的${b.essence}，照这样下去，会走到${c.card}的${c.essence}。`,
    (a, b, c) =>
      `${c.card}不是凭空来的，它接着${b.card}的${b.essence}，而${b.card}又接着${a.card}的${a.essence}；想让${c.card}这一步走得更顺，就从中间这一环用心。`,
  ],
  neighbours: [
    (a, b) => `${a.card}旁边挨着${b.card}，${a.essence}和${b.essence}在这里互相映照。`,
    (a, b) => `紧挨着的${a.card}和${b.card}，一个说${a.essence}，一个说${b.essence}，合起来看才完整。`,
    (a, b) => `${a.card}把话递给了${b.card}：从${a.essence}，接到了${b.essence}。`,
    (a, b) => `读${b.card}时，别忘了身边的${a.card}：${b.essence}里，多少带着${a.essence}的影子。`,
    (a, b) => `${a.card}和${b.card}靠在一起，${a.essence}给${b.essence}添了一层底色。`,
    (a, b) => `${b.card}接在${a.card}后面，像是在回应它：有了${a.essence}，才更能理解${b.essence}。`,
    (a, b) => `并排的${a.card}与${b.card}，把${a.essence}和${b.essence}放在一起，能看出单读一张时看不到的东西。`,
  ],
  pattern: {
    dominantSuit: [
      (p) =>
        `${zhCount(p.total)}张牌里有${zhCount(p.count)}张${p.suit}：${names(p.cards)}。这次的重心，明显落在${p.suit}所说的${p.theme}上。`,
      (p) =>
        `${p.suit}一口气出现了${zhCount(p.count)}张，在${zhCount(p.total)}张牌里格外显眼：${names(p.cards)}一起把话题拉向${p.theme}。`,
      (p) =>
        `翻开的牌里，${p.suit}一再出现：${names(p.cards)}，${zhCount(p.total)}张里占了${zhCount(p.count)}张，不妨问问自己，${p.suit}说的${p.theme}，是不是这阵子最占心思的部分。`,
    ],
    missingSuit: [
      (p) => `${zhCount(p.total)}张牌里，一张${p.suit}都没有，${p.theme}这次退到了幕后。`,
      (p) =>
        `值得一提的是缺席的${p.suit}：${zhCount(p.total)}张牌都没有提起${p.theme}，也许它不是眼下的关键，也许是被你暂时放到了一边。`,
      (p) =>
        `整组${zhCount(p.total)}张牌里看不到${p.suit}，少了${p.theme}的声音，可以留意一下：是因为这部分很稳，还是因为你很少去碰它？`,
      (p) => `这次${zhCount(p.total)}张牌里，${p.suit}一张也没露面，关于${p.theme}，牌面暂时保持了沉默。`,
      (p) => `${p.suit}缺席了这次的${zhCount(p.total)}张牌，${p.theme}像是被留在了画面之外，你可以想想这是踏实，还是回避。`,
      (p) => `没有一张${p.suit}出现，${p.theme}在这组${zhCount(p.total)}张牌里几乎听不到声音，这本身也是一种提示。`,
      (p) => `翻遍这${zhCount(p.total)}张牌，都找不到${p.suit}；${p.theme}这一块，眼下也许不是问题的中心，也许只是被你绕开了。`,
    ],
    manyMajors: [
      (p) =>
        `${zhCount(p.total)}张牌中有${zhCount(p.count)}张大阿卡纳：${names(p.cards)}，眼前的事不只是日常琐碎，而是一段分量不轻的经历。`,
      (p) =>
        `大阿卡纳占了${zhCount(p.total)}张里的${zhCount(p.count)}张，${names(p.cards)}都在其中，比例不低；这类牌讲的是人生里较大的课题，值得你把这件事放慢来想。`,
      (p) =>
        `这次的${names(p.cards)}都是大阿卡纳，${zhCount(p.total)}张里有${zhCount(p.count)}张，比起具体的安排，它们更在意你正在经历怎样的转变。`,
    ],
    repeatedNumber: [
      (p) => `${names(p.cards)}，${zhCount(p.count)}张${p.number}同时出现，${p.numberTheme}成了这次牌面里的一条暗线。`,
      (p) => `牌面上有${zhCount(p.count)}张${p.number}：${names(p.cards)}，一起把${p.numberTheme}推到了前面。`,
      (p) =>
        `注意到了吗，${names(p.cards)}都是${p.number}，同一个数字出现${zhCount(p.count)}次，像是在反复强调${p.numberTheme}。`,
    ],
    courtCards: [
      (p) =>
        `这次出现了${zhCount(p.count)}张宫廷牌：${names(p.cards)}，${p.count === 1 ? '它' : '它们'}常常代表具体的人，或者你此刻需要扮演的角色。`,
      (p) =>
        `${zhCount(p.total)}张里有${zhCount(p.count)}张宫廷牌，${names(p.cards)}${p.count === 1 ? '是' : '都是'}“人物牌”，可见人的因素在这件事里分量不小。`,
      (p) =>
        p.count === 1
          ? `${names(p.cards)}是宫廷牌，与其把它当作抽象的能量，不如想想身边谁像它，或者你自己在哪一刻像它。`
          : `${names(p.cards)}这${zhCount(p.count)}张都是宫廷牌，与其把它们当作抽象的能量，不如想想身边谁像它们，或者你自己在哪一刻像它们。`,
    ],
    courtAsOther: [
      (p) =>
        `${at(p.cards, 0).card}坐在“${at(p.cards, 0).position}”的位置上，它可能就是对方给人的样子，也可能只是某个人此刻扮演的角色。`,
      (p) =>
        `宫廷牌${at(p.cards, 0).card}出现在“${at(p.cards, 0).position}”，可以把它看作对方表现出来的一个侧面，也就是${at(p.cards, 0).essence}，但别把它当作对方的全部。`,
      (p) =>
        `“${at(p.cards, 0).position}”出现了${at(p.cards, 0).card}，像一张人物速写：${at(p.cards, 0).essence}；它也许指对方本人，也许指这段关系里有人正在扮演的角色。`,
    ],
    manyReversed: [
      (p) =>
        `${zhCount(p.total)}张牌里有${zhCount(p.count)}张逆位：${names(p.cards)}，不少能量正在往里收，或者暂时卡着，还没流到外面来。`,
      (p) =>
        `这次倒过来的牌不少：${names(p.cards)}，${zhCount(p.total)}张里占了${zhCount(p.count)}张，这更像一段消化、调整的时期，事情在底下慢慢酝酿，而不是停滞不前。`,
      (p) =>
        `${zhCount(p.count)}张逆位，在${zhCount(p.total)}张牌里占了不小的比例：${names(p.cards)}；与其看作坏消息，不如当成信号：有些事需要先在心里理顺，再往外推。`,
    ],
    majorSequence: [
      (p) => `${at(p.cards, 0).card}之后紧跟着${at(p.cards, 1).card}，这个顺序本身就耐人寻味：它讲的是${p.theme}。`,
      (p) => `从${at(p.cards, 0).card}走到${at(p.cards, 1).card}，大阿卡纳在这里串成了一小段路：${p.theme}。`,
      (p) =>
        `留意${at(p.cards, 0).card}和${at(p.cards, 1).card}的先后：先是${at(p.cards, 0).essence}，再是${at(p.cards, 1).essence}，合起来就是${p.theme}。`,
    ],
  },
  suit: {
    Wands: { name: '权杖', theme: '行动、热情与创造力' },
    Cups: { name: '圣杯', theme: '情感与关系' },
    Swords: { name: '宝剑', theme: '思考、沟通与冲突' },
    Coins: { name: '星币', theme: '钱、身体与日常生活' },
  },
  number: {
    1: { name: '王牌', theme: '新的开端与潜力' },
    2: { name: '二', theme: '选择、平衡与伙伴' },
    3: { name: '三', theme: '成长、表达与合作' },
    4: { name: '四', theme: '稳定、守成与停顿' },
    5: { name: '五', theme: '冲突、失落与变动' },
    6: { name: '六', theme: '调和、给予与回望' },
    7: { name: '七', theme: '评估与坚持' },
    8: { name: '八', theme: '推进、专注与调整' },
    9: { name: '九', theme: '收尾前的积累与考验' },
    10: { name: '十', theme: '一轮的圆满与收尾' },
  },
  sequenceTheme: {
    '0-1': '从一念心动到真正动手',
    '6-7': '做出选择之后的全力向前',
    '9-10': '独处沉淀之后，轮子重新转起来的时刻',
    '12-13': '甘心放下之后的彻底转身',
    '13-14': '一段结束之后慢慢调出的新节奏',
    '15-16': '挣脱束缚时不得不经历的崩塌',
    '16-17': '废墟之后重新看见星光',
    '17-18': '带着希望穿过迷雾的一段路',
    '18-19': '走出迷雾之后的天亮',
    '19-20': '光亮之后的一次清醒召唤',
    '20-21': '觉醒之后的一轮圆满',
  },
  advice: [
    (p) =>
      `听听“${p.from.position}”上的${p.from.card}怎么说——“${p.cardAdvice}”放到${p.topic}上，只挑${p.from.card}这番话里最小的一步去做，做完记下自己的感受。`,
    (p) =>
      `先把${p.from.card}的话放在心上：“${p.cardAdvice}”然后顺着${p.from.card}说的${p.from.essence}，为${p.topic}定一件这几天就能做完的小事，比如一次对话、一段固定的时间，或者放下一个习惯。`,
    (p) =>
      `${p.from.card}在这里提醒你：“${p.cardAdvice}”${p.from.card}说的是${p.from.essence}，落到${p.topic}上，不必一口气改变什么，选一个具体的时刻，试一次就好。`,
    (p) =>
      `关于${p.topic}，${p.from.card}的意思很朴素：“${p.cardAdvice}”如果觉得${p.from.card}说的${p.from.essence}太大，就把它拆小，拆到今天晚上就能动手的程度。`,
    (p) =>
      `借一借${p.from.card}的力：“${p.cardAdvice}”拿一张纸，把你打算照着${p.from.card}在${p.topic}上迈出的那一步写下来，贴在看得见的地方，过几天再回头看看。`,
    (p) =>
      `${p.from.card}落在“${p.from.position}”，给你的提醒是：“${p.cardAdvice}”在${p.topic}上，可以先找一个和${p.from.card}所说的${p.from.essence}有关的小场合练一练，不求做好，只求做了。`,
    (p) =>
      `让${p.from.card}陪你走几天，它说：“${p.cardAdvice}”每天睡前问自己一句，今天在${p.topic}上，有没有哪一刻靠近了${p.from.card}说的${p.from.essence}？`,
  ],
  closing: [
    (c) => `${c.card}照见的是眼下的走势，往哪里走，你说了算。`,
    (c) => `${c.card}只描绘方向，真正让事情改变的，是你接下来的每一个选择。`,
    (c) => `${c.card}画出的是一张此刻的地图，路线怎么画，笔在你手里。`,
    (c) => `${c.card}说的是趋势，不是结局，你的一个小小决定，就能让它换个方向。`,
    (c) => `${c.card}说的是“照现在这样会怎样”，而“接下来怎样”，由你来写。`,
    (c) => `今天的${c.card}只是一个起点，你怎么回应它，比它本身更重要。`,
    (c) => `${c.card}能照见倾向，却替不了你迈步，走哪一步，始终由你决定。`,
    (c) => `事情会怎么变，${c.card}给了线索，答案藏在你每天的选择里。`,
    (c) => `倾向会随着人走，你换一个做法，${c.card}的画面也会跟着换。`,
    (c) => `${c.card}是此刻的天气，不是一辈子的气候，伞带不带，由你。`,
    (c) => `读完这次的牌，最要紧的不是记住${c.card}，而是你明天打算怎么过。`,
    (c) => `${c.card}只是把路照亮一段，脚步迈多大、往哪边转，都在你自己。`,
  ],
  inShort: ['先说结论：', '简单来说：', '一句话概括：', '整体来看：', '总的来说：', '重点是：', '先讲重点：'],
  thisWeek: [
    '这周可以试试：',
    '这几天不妨：',
    '眼下能做的一小步：',
    '接下来可以从这里开始：',
    '这周的小练习：',
    '不妨先从这一步起：',
    '这几天可以做的：',
  ],
}
