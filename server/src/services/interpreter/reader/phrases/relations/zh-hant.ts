import type { CardRef } from '../types'
import type { RelationPhrases } from './types'

/** 牌與牌之間的關係、大牌陣的分組：每一句都說出一張牌對另一張做了什麼（消解、拉扯、加深、延續……）。 */

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九']

/** 0–99 的中文數字：12 → 十二。 */
function zhNumber(n: number): string {
  if (n < 10) return DIGITS[n] ?? String(n)
  if (n >= 100) return String(n)
  const tens = Math.floor(n / 10)
  const ones = n % 10
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`
}
/** 量詞前的數字：2 → 兩。 */
const zhCount = (n: number) => (n === 2 ? '兩' : zhNumber(n))
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`
}
const names = (cards: CardRef[]) => list(cards.map((c) => c.card))
const essences = (cards: CardRef[]) => list(cards.map((c) => c.essence))
const at = (cards: CardRef[], i: number): CardRef => cards[i] ?? { card: '', essence: '', position: '' }

export const zhHant: RelationPhrases = {
  relation: {
    resolves: [
      (t, a) => `${a.card}把${t.card}留下的${t.essence}慢慢消解，換來的是${a.essence}。`,
      (t, a) => `${t.card}帶來的${t.essence}不是最後的答案，${a.card}用${a.essence}把它接住了。`,
      (t, a) => `${a.card}緩和了${t.card}的${t.essence}，給出的是${a.essence}。`,
      (t, a) => `有了${a.card}的${a.essence}，${t.card}的${t.essence}就有了出口。`,
    ],
    opposes: [
      (t, a) => `${a.card}和${t.card}在互相拉扯：一邊是${t.essence}，一邊是${a.essence}。`,
      (t, a) => `${t.card}的${t.essence}撞上了${a.card}，被它的${a.essence}頂了回來。`,
      (t, a) => `${a.card}的${a.essence}削弱了${t.card}的${t.essence}，你更順著哪一邊，局面就往哪邊走。`,
      (t, a) => `${t.card}想往${t.essence}那邊走，${a.card}卻用${a.essence}唱了反調。`,
    ],
    reinforces: [
      (t, a, x) => (x.hard ? `${a.card}讓${t.card}的${t.essence}又加重了一層，再添上${a.essence}。` : `${a.card}替${t.card}撐腰，${a.essence}讓${t.essence}更站得住。`),
      (t, a, x) => `${t.card}和${a.card}朝同一個方向使勁，${t.essence}被${a.essence}${x.hard ? '加深' : '加強'}了。`,
      (t, a, x) => `${a.card}的${a.essence}疊加在${t.card}的${t.essence}上，${x.hard ? '份量更沉，值得先卸下一點' : '力量更足'}。`,
    ],
    continues: [
      (t, a, x) => `${a.card}接著${t.card}往下走，${x.suit}講的${x.suitTheme}從${t.essence}延續到了${a.essence}。`,
      (t, a, x) => `同是${x.suit}，${t.card}的${t.essence}由${a.card}接過去，變成了${a.essence}。`,
      (t, a, x) => `${x.suit}這條線從${t.card}延續到${a.card}：先是${t.essence}，再往前就是${a.essence}。`,
    ],
    same_suit: [
      (t, a, x) => `${a.card}和${t.card}同屬${x.suit}，${a.card}用${a.essence}回應了${t.essence}，說的都是${x.suitTheme}。`,
      (t, a, x) => `兩張${x.suit}，${t.card}和${a.card}，把${x.suitTheme}一再拉回眼前，${a.essence}回應了${t.essence}。`,
      (t, a) => `${t.card}提出的${t.essence}，${a.card}在同一個花色裡接了下去，答的是${a.essence}。`,
    ],
    same_number: [
      (t, a, x) => `${t.card}和${a.card}都是${x.number}，${x.numberTheme}在這裡自己回應自己：一張是${t.essence}，一張是${a.essence}。`,
      (t, a, x) => `數字${x.number}出現了兩次，${a.card}的${a.essence}在回應${t.card}的${t.essence}，題目都是${x.numberTheme}。`,
      (t, a, x) => `同一個數字把${t.card}和${a.card}連在一起：${x.numberTheme}先以${t.essence}出現，再以${a.essence}回應。`,
    ],
    major_sequence: [
      (t, a, x) => `${t.card}引向${a.card}，這一步是${x.theme}：${t.essence}之後，接上的是${a.essence}。`,
      (t, a, x) => `從${t.card}到${a.card}，大阿卡納走出了「${x.theme}」這一步，${t.essence}慢慢轉成了${a.essence}。`,
      (t, a, x) => `${a.card}接過${t.card}的棒（${x.theme}），把${t.essence}帶向${a.essence}。`,
    ],
    tempers: [
      (t, a) => `${a.card}替${t.card}定下節奏：${t.essence}要按${a.essence}的步調來。`,
      (t, a) => `${a.card}替${t.card}的${t.essence}定下了調子：${a.essence}。`,
      (t, a) => `${a.card}調和了${t.card}，讓${t.essence}帶上一點${a.essence}。`,
    ],
  },
  setting: {
    crossing: [() => '在交叉的位置上，', () => '看中間這一橫一豎，'],
    root_crown: [() => '從底下的根基到心裡懸著的事，', () => '把底下的和頭頂的放在一起看，'],
    leaving_coming: [() => '一邊是正在離開的，一邊是正要到來的：', () => '從近期的過去到近期的未來，'],
    self_outcome: [() => '從你的姿態到可能的結果，', () => '把你自己和走向放在一起看，'],
    sequence: [() => '', () => '順著時間看，', () => '往下走一步，'],
    cause_effect: [() => '從起因到結果，', () => '往回追一追，'],
    obstacle_answer: [() => '從阻礙到應對，', () => '難處和它的解法放在一起，'],
    versus: [() => '兩個選項對照著看，', () => '兩條路擺在一起，'],
    mirror: [() => '你這邊和對方那邊對照，', () => '從兩個人的位置看，'],
    hope_outcome: [() => '把心裡的希望或擔憂和走向放在一起，', () => '對照你盼的或怕的和結果，'],
    balance: [() => '在同一架天平上，', () => '兩邊對照著看，'],
  },
  arc: [
    (a, b, c) => `把${a.card}、${b.card}和${c.card}連成一個故事：從${a.essence}，經過${b.essence}，走向${c.essence}。`,
    (a, b, c) => `這條線從${a.card}的${a.essence}出發，走到${b.card}的${b.essence}，再通向${c.card}的${c.essence}。`,
    (a, b, c) => `${a.card}以${a.essence}開頭，${b.card}站在中間，是${b.essence}，${c.card}則把路引向${c.essence}。`,
  ],

  pattern: {
    dominantSuit: [
      (p) => `${zhCount(p.total)}張牌裡有${zhCount(p.count)}張${p.suit}：${names(p.cards)}彼此加強，${essences(p.cards.slice(0, 2))}把重心明顯壓在${p.suit}所說的${p.theme}上。`,
      (p) => `${p.suit}一口氣出現了${zhCount(p.count)}張，在${zhCount(p.total)}張牌裡格外顯眼：${names(p.cards)}互相疊加，${essences(p.cards.slice(0, 2))}一起把話題拉向${p.theme}。`,
      (p) => `翻開的牌裡，${p.suit}一再出現，${names(p.cards)}一張接著一張加強同一個聲音；不妨問問自己，${p.suit}說的${p.theme}，是不是這陣子最佔心思的部分。`,
    ],
    missingSuit: [
      (p) => `${zhCount(p.total)}張牌裡，一張${p.suit}都沒有，${p.theme}這次退到了幕後。`,
      (p) => `值得一提的是缺席的${p.suit}：${zhCount(p.total)}張牌都沒有提起${p.theme}，也許它不是目前的關鍵，也許是被你暫時放到了一邊。`,
      (p) => `整組${zhCount(p.total)}張牌裡看不到${p.suit}，少了${p.theme}的聲音，可以留意一下：是因為這部分很穩，還是因為你很少去碰它？`,
      (p) => `這次${zhCount(p.total)}張牌裡，${p.suit}一張也沒露面，關於${p.theme}，牌面暫時保持了沉默。`,
      (p) => `${p.suit}缺席了這次的${zhCount(p.total)}張牌，${p.theme}像是被留在了畫面之外，你可以想想這是踏實，還是迴避。`,
    ],
    manyMajors: [
      (p) => `${zhCount(p.total)}張牌中有${zhCount(p.count)}張大阿卡納，${essences(p.cards.slice(0, 3))}都不只是日常瑣碎，而是一段份量不輕的經歷。`,
      (p) => `大阿卡納佔了${zhCount(p.total)}張裡的${zhCount(p.count)}張，${essences(p.cards.slice(0, 2))}講的是人生裡較大的課題，值得你把這件事放慢來想。`,
      (p) => `${zhCount(p.total)}張裡有${zhCount(p.count)}張大阿卡納，比起具體的安排，${essences(p.cards.slice(0, 2))}更在意你正在經歷怎樣的轉變。`,
    ],
    repeatedNumber: [
      (p) => `${names(p.cards)}，${zhCount(p.count)}張${p.number}彼此回應，${p.numberTheme}成了這次牌面裡的一條暗線：${essences(p.cards)}。`,
      (p) => `牌面上有${zhCount(p.count)}張${p.number}：${names(p.cards)}互相加強，一起把${p.numberTheme}推到了前面。`,
      (p) => `注意到了嗎，${names(p.cards)}都是${p.number}，同一個數字出現${zhCount(p.count)}次，${essences(p.cards)}在彼此加強${p.numberTheme}。`,
    ],
    courtCards: [
      (p) =>
        `這次出現了${zhCount(p.count)}張宮廷牌：${names(p.cards)}，帶著${essences(p.cards)}；${p.count === 1 ? '它' : '它們'}常常代表具體的人，或是你此刻需要扮演的角色${p.count === 1 ? '' : '，幾張牌互相加強了人的份量'}。`,
      (p) => `${names(p.cards)}${p.count === 1 ? '是' : '都是'}「人物牌」，${essences(p.cards)}背後，可能站著某個具體的人${p.count === 1 ? '' : '，它們彼此回應'}。`,
      (p) => `與其把${names(p.cards)}當作抽象的能量，不如想想身邊誰像${p.count === 1 ? '它' : '它們'}：${essences(p.cards)}${p.count === 1 ? '' : '，一張接一張加強了人的因素'}。`,
    ],
    courtAsOther: [
      (p) => `${at(p.cards, 0).card}坐在「${at(p.cards, 0).position}」的位置上，它可能就是對方給人的樣子，也可能只是某個人此刻扮演的角色：${at(p.cards, 0).essence}。`,
      (p) => `宮廷牌${at(p.cards, 0).card}出現在「${at(p.cards, 0).position}」，可以把它看作對方表現出來的一個側面，也就是${at(p.cards, 0).essence}，但別把它當作對方的全部。`,
      (p) => `「${at(p.cards, 0).position}」出現了${at(p.cards, 0).card}，像一張人物速寫：${at(p.cards, 0).essence}；它也許指對方本人，也許指有人正在扮演的角色。`,
    ],
    manyReversed: [
      (p) => `${zhCount(p.total)}張牌裡有${zhCount(p.count)}張逆位，${essences(p.cards.slice(0, 2))}這些能量正在往裡收，或者暫時卡著，還沒流到外面來。`,
      (p) => `這次倒過來的牌不少，${zhCount(p.total)}張裡佔了${zhCount(p.count)}張；${essences(p.cards.slice(0, 2))}更像在底下慢慢醞釀，而不是停住了。`,
      (p) => `${zhCount(p.count)}張逆位，在${zhCount(p.total)}張牌裡佔了不小的比例；${essences(p.cards.slice(0, 2))}與其看作壞訊息，不如當成訊號：有些事需要先在心裡釐清，再往外推。`,
    ],
    majorSequence: [
      (p) => `${at(p.cards, 0).card}之後緊跟著${at(p.cards, 1).card}，前一張引向後一張：${p.theme}。`,
      (p) => `從${at(p.cards, 0).card}走到${at(p.cards, 1).card}，大阿卡納在這裡串成了一小段路：${at(p.cards, 0).essence}轉成了${at(p.cards, 1).essence}，也就是${p.theme}。`,
      (p) => `留意${at(p.cards, 0).card}和${at(p.cards, 1).card}的先後：先是${at(p.cards, 0).essence}，再由${at(p.cards, 1).essence}接上，合起來就是${p.theme}。`,
    ],
  },
  suit: {
    Wands: { name: '權杖', theme: '行動、計畫與你想做的事' },
    Cups: { name: '聖杯', theme: '情感、親近與心裡的渴望' },
    Swords: { name: '寶劍', theme: '想法、言語與難下的決定' },
    Coins: { name: '星幣', theme: '金錢、工作、身體與日常生活' },
  },
  number: {
    1: { name: '王牌', theme: '新的開始' },
    2: { name: '二', theme: '平衡與抉擇' },
    3: { name: '三', theme: '成長與合作' },
    4: { name: '四', theme: '穩定與停滯' },
    5: { name: '五', theme: '變動帶來的摩擦' },
    6: { name: '六', theme: '修復與互相給予' },
    7: { name: '七', theme: '評估與堅持' },
    8: { name: '八', theme: '移動與精進' },
    9: { name: '九', theme: '接近完成時的收穫與代價' },
    10: { name: '十', theme: '一個循環的結束與圓滿' },
  },
  sequenceTheme: {
    '0-1': '一股衝動慢慢磨成本事',
    '6-7': '一個選擇化成前進的方向',
    '9-10': '獨處沉澱之後，輪子開始轉動',
    '12-13': '長長的停頓，讓某件事得以結束',
    '13-14': '一段結束之後的慢慢療癒',
    '15-16': '困住你的東西終於鬆動、崩落',
    '16-17': '震盪過後，希望重新回來',
    '17-18': '希望在黑暗裡遇上懷疑',
    '18-19': '迷霧散去，天色轉亮',
    '19-20': '喜悅喚醒心裡的那聲召喚',
    '20-21': '回應召喚，走完一個循環',
  },

  groupHeading: [(label) => label],
  groupLabel: (index) => `第${zhNumber(index + 1)}組`,

  houses: {
    label: {
      angular: '始宮（一、四、七、十宮）：自我、家庭、伴侶、事業',
      succedent: '續宮（二、五、八、十一宮）：資源、歡愉、深度、社群',
      cadent: '果宮（三、六、九、十二宮）：溝通、日常、遠方、內在',
      centre: '中心的你',
    },
    intro: {
      angular: (cards) => `始宮是生活主動出手、開新局的地方，這一年這裡落著${essences(cards)}。`,
      succedent: (cards) => `續宮接住始宮開的頭，把東西存下來、守下來，這裡帶著${essences(cards)}。`,
      cadent: (cards) => `果宮是學習、調整和放下的地方，這裡看得到${essences(cards)}。`,
      centre: (cards) => `十二宮最後收在中心：${essences(cards)}把它們串成一條線。`,
    },
    domain: [
      '你給人的樣子和你想成為的自己',
      '錢、財物和你看重的東西',
      '說話、學習和身邊常來往的人',
      '家、家人和你的來處',
      '玩樂、創造和戀愛',
      '每天的工作、習慣和身體作息',
      '伴侶和你願意承諾的人',
      '親密、共同的錢財和深層的改變',
      '遠行、進修、信念和更大的視野',
      '事業、名聲和別人怎麼認識你',
      '朋友、圈子和對未來的期待',
      '休息、獨處和在暗處慢慢發生的事',
    ],
    card: [
      (c, domain) => `「${c.position}」管的是${domain}，這裡落著${c.card}，帶來${c.essence}。`,
      (c, domain) => `${c.card}坐進「${c.position}」，${domain}這一塊，目前會碰到${c.essence}。`,
      (c, domain) => `說到${domain}（「${c.position}」），${c.card}給出的畫面是${c.essence}。`,
      (c, domain) => `「${c.position}」，也就是${domain}，由${c.card}來說：${c.essence}。`,
    ],
    centre: [(c) => `「${c.position}」是${c.card}：十二宮收攏成一個畫面，${c.essence}。`, (c) => `${c.card}落在「${c.position}」，是貫穿十二宮的那條線：${c.essence}。`],
  },
  journey: {
    label: {
      outer: '第一排：外在的世界（魔術師到戰車）',
      inner: '第二排：向內的探尋（力量到節制）',
      awakening: '第三排：更大的覺醒（惡魔到世界）',
    },
    intro: {
      outer: (first, last) => `前七站講的是你在外面學會的本事和規矩，這一排把你從${first.card}的${first.essence}一路引向${last.card}的${last.essence}。`,
      inner: (first, last) => `中間七站轉向內心，由${first.card}的${first.essence}引向${last.card}的${last.essence}。`,
      awakening: (first, last) => `最後七站是更大的覺醒，${first.card}的${first.essence}一步步引向${last.card}的${last.essence}。`,
    },
    card: [
      (c) => `來到「${c.position}」這一站，遇到的是${c.card}：${c.essence}。`,
      (c) => `「${c.position}」這一課，由${c.card}來講，講的是${c.essence}。`,
      (c) => `${c.card}站在「${c.position}」上，把這一站讀成了${c.essence}。`,
    ],
  },
  atHome: [
    (c) => `${c.card}正好落在屬於自己的「${c.position}」上，${c.essence}在這裡份量加倍，值得多看一眼。`,
    (c) => `${c.card}回到了自己的位置「${c.position}」，牌和位置說的是同一件事，${c.essence}是這組牌裡最響的一聲。`,
  ],
}
