import type { CardRef } from '../types'
import type { RelationPhrases } from './types'

/** 牌与牌之间的关系、大牌阵的分组：每一句都说出一张牌对另一张做了什么（消解、拉扯、加深、延续……）。 */

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九']

/** 0–99 的中文数字：12 → 十二。 */
function zhNumber(n: number): string {
  if (n < 10) return DIGITS[n] ?? String(n)
  if (n >= 100) return String(n)
  const tens = Math.floor(n / 10)
  const ones = n % 10
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`
}
/** 量词前的数字：2 → 两。 */
const zhCount = (n: number) => (n === 2 ? '两' : zhNumber(n))
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`
}
const names = (cards: CardRef[]) => list(cards.map((c) => c.card))
const essences = (cards: CardRef[]) => list(cards.map((c) => c.essence))
const at = (cards: CardRef[], i: number): CardRef => cards[i] ?? { card: '', essence: '', position: '' }

export const zhHans: RelationPhrases = {
  relation: {
    resolves: [
      (t, a) => `${a.card}把${t.card}留下的${t.essence}慢慢消解，换来的是${a.essence}。`,
      (t, a) => `${t.card}带来的${t.essence}不是最后的答案，${a.card}用${a.essence}把它接住了。`,
      (t, a) => `${a.card}缓和了${t.card}的${t.essence}，给出的是${a.essence}。`,
      (t, a) => `有了${a.card}的${a.essence}，${t.card}的${t.essence}就有了出口。`,
    ],
    opposes: [
      (t, a) => `${a.card}和${t.card}在互相拉扯：一边是${t.essence}，一边是${a.essence}。`,
      (t, a) => `${t.card}的${t.essence}撞上了${a.card}，后者的${a.essence}在往回顶。`,
      (t, a) => `${a.card}的${a.essence}削弱了${t.card}的${t.essence}，你更顺着哪一边，局面就往哪边走。`,
      (t, a) => `${t.card}想往${t.essence}那边走，${a.card}却用${a.essence}唱了反调。`,
    ],
    reinforces: [
      (t, a, x) => (x.hard ? `${a.card}让${t.card}的${t.essence}又加重了一层，再添上${a.essence}。` : `${a.card}给${t.card}撑了腰，${a.essence}让${t.essence}更站得住。`),
      (t, a, x) => `${t.card}和${a.card}朝同一个方向使劲，${t.essence}被${a.essence}${x.hard ? '加深' : '加强'}了。`,
      (t, a, x) => `${a.card}的${a.essence}叠加在${t.card}的${t.essence}上，${x.hard ? '分量更沉，值得先卸下一点' : '力量更足'}。`,
    ],
    continues: [
      (t, a, x) => `${a.card}接着${t.card}往下走，${x.suit}讲的${x.suitTheme}从${t.essence}延续到了${a.essence}。`,
      (t, a, x) => `同是${x.suit}，${t.card}的${t.essence}由${a.card}接过去，变成了${a.essence}。`,
      (t, a, x) => `${x.suit}这条线从${t.card}延续到${a.card}：先是${t.essence}，再往前就是${a.essence}。`,
    ],
    same_suit: [
      (t, a, x) => `${a.card}和${t.card}同属${x.suit}，${a.card}用${a.essence}回应了${t.essence}，说的都是${x.suitTheme}。`,
      (t, a, x) => `两张${x.suit}，${t.card}和${a.card}，把${x.suitTheme}一再拉回眼前，${a.essence}回应了${t.essence}。`,
      (t, a) => `${t.card}提出的${t.essence}，${a.card}在同一个花色里接了下去，答的是${a.essence}。`,
    ],
    same_number: [
      (t, a, x) => `${t.card}和${a.card}都是${x.number}，${x.numberTheme}在这里自己回应自己：一张是${t.essence}，一张是${a.essence}。`,
      (t, a, x) => `数字${x.number}出现了两次，${a.card}的${a.essence}在回应${t.card}的${t.essence}，题目都是${x.numberTheme}。`,
      (t, a, x) => `同一个数字把${t.card}和${a.card}连在一起：${x.numberTheme}先以${t.essence}出现，再以${a.essence}回应。`,
    ],
    major_sequence: [
      (t, a, x) => `${t.card}引向${a.card}，这一步是${x.theme}：${t.essence}之后，接上的是${a.essence}。`,
      (t, a, x) => `从${t.card}到${a.card}，大阿卡纳走出了“${x.theme}”这一步，${t.essence}慢慢转成了${a.essence}。`,
      (t, a, x) => `${a.card}接过${t.card}的棒（${x.theme}），把${t.essence}带向${a.essence}。`,
    ],
    tempers: [
      (t, a) => `${a.card}给${t.card}定了节奏：${t.essence}要按${a.essence}的步调来。`,
      (t, a) => `${a.card}给${t.card}的${t.essence}定下了调子：${a.essence}。`,
      (t, a) => `${a.card}调和了${t.card}，让${t.essence}带上一点${a.essence}。`,
    ],
  },
  setting: {
    crossing: [() => '在交叉的位置上，', () => '看中间这一横一竖，'],
    root_crown: [() => '从底下的根基到心里悬着的事，', () => '把底下的和头顶的放在一起看，'],
    leaving_coming: [() => '一边是正在离开的，一边是正要到来的：', () => '从近期的过去到近期的未来，'],
    self_outcome: [() => '从你的姿态到可能的结果，', () => '把你自己和走向放在一起看，'],
    sequence: [() => '', () => '顺着时间看，', () => '往下走一步，'],
    cause_effect: [() => '从起因到结果，', () => '往回追一追，'],
    obstacle_answer: [() => '从阻碍到应对，', () => '难处和它的解法放在一起，'],
    versus: [() => '两个选项对照着看，', () => '两条路摆在一起，'],
    mirror: [() => '你这边和对方那边对照，', () => '从两个人的位置看，'],
    hope_outcome: [() => '把心里的希望或担忧和走向放在一起，', () => '对照你盼的或怕的和结果，'],
    balance: [() => '在同一架天平上，', () => '两边对照着看，'],
  },
  arc: [
    (a, b, c) => `把${a.card}、${b.card}和${c.card}连成一个故事：从${a.essence}，经过${b.essence}，走向${c.essence}。`,
    (a, b, c) => `这条线从${a.card}的${a.essence}出发，走到${b.card}的${b.essence}，再通向${c.card}的${c.essence}。`,
    (a, b, c) => `${a.card}以${a.essence}开头，${b.card}站在中间，是${b.essence}，${c.card}则把路引向${c.essence}。`,
  ],

  pattern: {
    dominantSuit: [
      (p) => `${zhCount(p.total)}张牌里有${zhCount(p.count)}张${p.suit}：${names(p.cards)}彼此加强，${essences(p.cards.slice(0, 2))}把重心明显压在${p.suit}所说的${p.theme}上。`,
      (p) => `${p.suit}一口气出现了${zhCount(p.count)}张，在${zhCount(p.total)}张牌里格外显眼：${names(p.cards)}互相叠加，${essences(p.cards.slice(0, 2))}一起把话题拉向${p.theme}。`,
      (p) => `翻开的牌里，${p.suit}一再出现，${names(p.cards)}一张接着一张加强同一个声音；不妨问问自己，${p.suit}说的${p.theme}，是不是这阵子最占心思的部分。`,
    ],
    missingSuit: [
      (p) => `${zhCount(p.total)}张牌里，一张${p.suit}都没有，${p.theme}这次退到了幕后。`,
      (p) => `值得一提的是缺席的${p.suit}：${zhCount(p.total)}张牌都没有提起${p.theme}，也许它不是眼下的关键，也许是被你暂时放到了一边。`,
      (p) => `整组${zhCount(p.total)}张牌里看不到${p.suit}，少了${p.theme}的声音，可以留意一下：是因为这部分很稳，还是因为你很少去碰它？`,
      (p) => `这次${zhCount(p.total)}张牌里，${p.suit}一张也没露面，关于${p.theme}，牌面暂时保持了沉默。`,
      (p) => `${p.suit}缺席了这次的${zhCount(p.total)}张牌，${p.theme}像是被留在了画面之外，你可以想想这是踏实，还是回避。`,
    ],
    manyMajors: [
      (p) => `${zhCount(p.total)}张牌中有${zhCount(p.count)}张大阿卡纳，${essences(p.cards.slice(0, 3))}都不只是日常琐碎，而是一段分量不轻的经历。`,
      (p) => `大阿卡纳占了${zhCount(p.total)}张里的${zhCount(p.count)}张，${essences(p.cards.slice(0, 2))}讲的是人生里较大的课题，值得你把这件事放慢来想。`,
      (p) => `${zhCount(p.total)}张里有${zhCount(p.count)}张大阿卡纳，比起具体的安排，${essences(p.cards.slice(0, 2))}更在意你正在经历怎样的转变。`,
    ],
    repeatedNumber: [
      (p) => `${names(p.cards)}，${zhCount(p.count)}张${p.number}彼此回应，${p.numberTheme}成了这次牌面里的一条暗线：${essences(p.cards)}。`,
      (p) => `牌面上有${zhCount(p.count)}张${p.number}：${names(p.cards)}互相加强，一起把${p.numberTheme}推到了前面。`,
      (p) => `注意到了吗，${names(p.cards)}都是${p.number}，同一个数字出现${zhCount(p.count)}次，${essences(p.cards)}在彼此加强${p.numberTheme}。`,
    ],
    courtCards: [
      (p) =>
        `这次出现了${zhCount(p.count)}张宫廷牌：${names(p.cards)}，带着${essences(p.cards)}；${p.count === 1 ? '它' : '它们'}常常代表具体的人，或者你此刻需要扮演的角色${p.count === 1 ? '' : '，几张牌互相加强了人的分量'}。`,
      (p) => `${names(p.cards)}${p.count === 1 ? '是' : '都是'}“人物牌”，${essences(p.cards)}背后，可能站着某个具体的人${p.count === 1 ? '' : '，它们彼此回应'}。`,
      (p) => `与其把${names(p.cards)}当作抽象的能量，不如想想身边谁像${p.count === 1 ? '它' : '它们'}：${essences(p.cards)}${p.count === 1 ? '' : '，一张接一张加强了人的因素'}。`,
    ],
    courtAsOther: [
      (p) => `${at(p.cards, 0).card}坐在“${at(p.cards, 0).position}”的位置上，它可能就是对方给人的样子，也可能只是某个人此刻扮演的角色：${at(p.cards, 0).essence}。`,
      (p) => `宫廷牌${at(p.cards, 0).card}出现在“${at(p.cards, 0).position}”，可以把它看作对方表现出来的一个侧面，也就是${at(p.cards, 0).essence}，但别把它当作对方的全部。`,
      (p) => `“${at(p.cards, 0).position}”出现了${at(p.cards, 0).card}，像一张人物速写：${at(p.cards, 0).essence}；它也许指对方本人，也许指有人正在扮演的角色。`,
    ],
    manyReversed: [
      (p) => `${zhCount(p.total)}张牌里有${zhCount(p.count)}张逆位，${essences(p.cards.slice(0, 2))}这些能量正在往里收，或者暂时卡着，还没流到外面来。`,
      (p) => `这次倒过来的牌不少，${zhCount(p.total)}张里占了${zhCount(p.count)}张；${essences(p.cards.slice(0, 2))}更像在底下慢慢酝酿，而不是停住了。`,
      (p) => `${zhCount(p.count)}张逆位，在${zhCount(p.total)}张牌里占了不小的比例；${essences(p.cards.slice(0, 2))}与其看作坏消息，不如当成信号：有些事需要先在心里理顺，再往外推。`,
    ],
    majorSequence: [
      (p) => `${at(p.cards, 0).card}之后紧跟着${at(p.cards, 1).card}，前一张引向后一张：${p.theme}。`,
      (p) => `从${at(p.cards, 0).card}走到${at(p.cards, 1).card}，大阿卡纳在这里串成了一小段路：${at(p.cards, 0).essence}转成了${at(p.cards, 1).essence}，也就是${p.theme}。`,
      (p) => `留意${at(p.cards, 0).card}和${at(p.cards, 1).card}的先后：先是${at(p.cards, 0).essence}，再由${at(p.cards, 1).essence}接上，合起来就是${p.theme}。`,
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

  groupHeading: [(label) => label],
  groupLabel: (index) => `第${zhNumber(index + 1)}组`,

  houses: {
    label: {
      angular: '始宫（一、四、七、十宫）：自我、家庭、伴侣、事业',
      succedent: '续宫（二、五、八、十一宫）：资源、欢愉、深度、社群',
      cadent: '果宫（三、六、九、十二宫）：沟通、日常、远方、内在',
      centre: '中心的你',
    },
    intro: {
      angular: (cards) => `始宫是生活主动出手、开新局的地方，这一年这里落着${essences(cards)}。`,
      succedent: (cards) => `续宫接住始宫开的头，把东西攒下来、守下来，这里带着${essences(cards)}。`,
      cadent: (cards) => `果宫是学习、调整和放下的地方，这里看得到${essences(cards)}。`,
      centre: (cards) => `十二宫最后收在中心：${essences(cards)}把它们串成一条线。`,
    },
    domain: [
      '你给人的样子和你想成为的自己',
      '钱、财物和你看重的东西',
      '说话、学习和身边常来往的人',
      '家、家人和你的来处',
      '玩乐、创造和恋爱',
      '每天的工作、习惯和身体作息',
      '伴侣和你愿意承诺的人',
      '亲密、共同的钱财和深层的改变',
      '远行、进修、信念和更大的视野',
      '事业、名声和别人怎么认识你',
      '朋友、圈子和对未来的期待',
      '休息、独处和在暗处慢慢发生的事',
    ],
    card: [
      (c, domain) => `“${c.position}”管的是${domain}，这里落着${c.card}，带来${c.essence}。`,
      (c, domain) => `${c.card}坐进“${c.position}”，${domain}这一块，眼下会遇到${c.essence}。`,
      (c, domain) => `说到${domain}（“${c.position}”），${c.card}给出的画面是${c.essence}。`,
      (c, domain) => `“${c.position}”，也就是${domain}，由${c.card}来说：${c.essence}。`,
    ],
    centre: [(c) => `“${c.position}”是${c.card}：十二宫收拢成一个画面，${c.essence}。`, (c) => `${c.card}落在“${c.position}”，是贯穿十二宫的那条线：${c.essence}。`],
  },
  journey: {
    label: {
      outer: '第一排：外在的世界（魔术师到战车）',
      inner: '第二排：向内的探寻（力量到节制）',
      awakening: '第三排：更大的觉醒（恶魔到世界）',
    },
    intro: {
      outer: (first, last) => `前七站讲的是你在外面学会的本事和规矩，这一排把你从${first.card}的${first.essence}一路引向${last.card}的${last.essence}。`,
      inner: (first, last) => `中间七站转向内心，由${first.card}的${first.essence}引向${last.card}的${last.essence}。`,
      awakening: (first, last) => `最后七站是更大的觉醒，${first.card}的${first.essence}一步步引向${last.card}的${last.essence}。`,
    },
    card: [
      (c) => `来到“${c.position}”这一站，遇到的是${c.card}：${c.essence}。`,
      (c) => `“${c.position}”这一课，由${c.card}来讲，讲的是${c.essence}。`,
      (c) => `${c.card}站在“${c.position}”上，把这一站读成了${c.essence}。`,
    ],
  },
  atHome: [
    (c) => `${c.card}正好落在属于自己的“${c.position}”上，${c.essence}在这里分量加倍，值得多看一眼。`,
    (c) => `${c.card}回到了自己的位置“${c.position}”，牌和位置说的是同一件事，${c.essence}是这组牌里最响的一声。`,
  ],
}
