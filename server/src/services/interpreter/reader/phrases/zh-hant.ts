import type { ReaderPhrases } from './types'

/** 「甲、乙和丙」 */
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`)
/** A position name quoted before a noun: 「過去」的…, but 「擋在路上的」… when the name already ends in 的. */
const of = (position: string) => (position.endsWith('的') ? `「${position}」` : `「${position}」的`)

/*
 * Each position line, one-card line and note names its card or carries the card's words (c.card, c.essence).
 * The bottom line and the advice, whose sentences two readings of one question must never share, are in
 * bottom-line/zh-hant.ts; the relations between cards in relations/zh-hant.ts.
 */

export const zhHant: ReaderPhrases = {
  join: '',
  list: and,
  cardName: (name, reversed) => (reversed ? `${name}（逆位）` : name),
  capitalize: (text) => text,

  topic: {
    love: '感情',
    career: '工作',
    money: '財務',
    study: '學業',
    health: '身心狀況',
    family: '家人關係',
    friendship: '友情',
    self: '你自己的狀態',
  },

  headings: {
    bottomLine: ['先說結論', '簡單來說', '牌面的傾向'],
    positions: ['逐張來看', '每個位置的牌', '一張一張說'],
    relations: ['牌與牌之間', '把牌放在一起看', '串起牌面的線索'],
    advice: ['這週可以做的事', '接下來的一小步', '現在就能做的'],
  },

  role: {
    focus: [
      (c) => `此刻的核心，落在${of(c.position)}${c.card}：${c.essence}。`,
      (c) => `${c.card}出現在「${c.position}」，描出你眼下所站的位置——${c.essence}。`,
      (c) => `眼前的重心像是${c.essence}，這正是「${c.position}」這張${c.card}的樣子。`,
    ],
    past: [
      (c) => `回頭看，${of(c.position)}${c.card}說的是你一路扛過來的東西：${c.essence}。`,
      (c) => `在「${c.position}」，${c.card}說起已經發生過的事：${c.essence}，有些至今還跟著你。`,
      (c) => `之前那段日子，像是${c.essence}；${of(c.position)}${c.card}是故事的起點。`,
    ],
    future: [
      (c) => `往前看，${of(c.position)}${c.card}透露出正在靠近的是${c.essence}。`,
      (c) => `下一段路上，${c.card}在「${c.position}」露出了輪廓：${c.essence}。`,
      (c) => `慢慢走近的，像是${c.essence}——這是${c.card}在「${c.position}」捎來的消息。`,
    ],
    outcome: [
      (c) => `照目前的節奏走下去，${of(c.position)}${c.card}顯示事情比較可能走到這一步：${c.essence}。`,
      (c) => `${of(c.position)}${c.card}，是眼前這條路順勢延伸出去的樣子：${c.essence}。`,
      (c) => `什麼都不調整的話，事情大概會變成這樣：${c.essence}；${c.card}在「${c.position}」給的就是這個畫面。`,
    ],
    obstacle: [
      (c) => `橫在路中間的，是${of(c.position)}${c.card}：${c.essence}。`,
      (c) => `${c.card}落在「${c.position}」，點出你得面對的課題——${c.essence}；它可能絆住你，也可能正等你迎上去。`,
      (c) => `事情卡關的地方跟${c.essence}有關；${c.card}在「${c.position}」這一格，要你跨過去，或把它接下來。`,
    ],
    root: [
      (c) => `往底下看，${of(c.position)}${c.card}露出這件事扎根的土壤：${c.essence}。`,
      (c) => `說到根源，${c.card}在「${c.position}」點出的是${c.essence}。`,
      (c) => `表面之下撐著這一切的，是${c.essence}，也就是「${c.position}」裡的${c.card}。`,
    ],
    advice: [
      (c) => `${c.card}在「${c.position}」給你一個可以練習的方向，畫面是${c.essence}。`,
      (c) => `「${c.position}」是${c.card}，不妨借用它的提示：先看懂${c.essence}這幅畫面，再決定這幾天要怎麼做。`,
      (c) => `「${c.position}」翻出${c.card}，它點出的${c.essence}，正是你可以下手的地方。`,
    ],
    resource: [
      (c) => `你手邊能用上的，在${of(c.position)}${c.card}裡：${c.essence}，就算乍看不像幫助。`,
      (c) => `在「${c.position}」，${c.card}標出你手上有的東西：${c.essence}。`,
      (c) => `幫得上忙的，也許就藏在${c.essence}裡——這是${of(c.position)}${c.card}要你留意的。`,
    ],
    self: [
      (c) => `屬於你的這一格「${c.position}」，翻出的是${c.card}：${c.essence}。`,
      (c) => `${c.card}落在「${c.position}」，照出你這一方的心思：${c.essence}。`,
      (c) => `說到你自己這一邊，「${c.position}」放的是${c.card}：${c.essence}。`,
    ],
    other: [
      (c) => `從外面看過去，${of(c.position)}${c.card}呈現的是${c.essence}。`,
      (c) => `「${c.position}」這一格屬於對方，就看得見的部分來說，是${c.card}：${c.essence}。`,
      (c) => `${of(c.position)}${c.card}，描繪的是對方表現出來的那一面，像是${c.essence}。`,
    ],
    bond: [
      (c) => `你們之間，${of(c.position)}${c.card}描繪出這樣的連結：${c.essence}。`,
      (c) => `兩人之間的那片空間，在「${c.position}」看起來像${c.essence}，這是${c.card}的畫面。`,
      (c) => `${c.card}落在「${c.position}」，說的是你們共有的那一塊：${c.essence}。`,
    ],
    hopes_fears: [
      (c) => `你期待的、也可能暗自擔心的，都落在${of(c.position)}${c.card}：${c.essence}。`,
      (c) => `在「${c.position}」，${c.card}透露你心裡一直惦記的那件事：${c.essence}。`,
      (c) => `盼望和擔憂，在${of(c.position)}${c.card}身上碰在一起：${c.essence}。`,
    ],
    aim: [
      (c) => `「${c.position}」是${c.card}：此刻浮在你心頭最上面的，是${c.essence}。`,
      (c) => `${c.card}落在「${c.position}」，點出你有意在看、在想的那一面：${c.essence}。`,
      (c) => `「${c.position}」的位置上是${c.card}，你腦中轉得最多的，是${c.essence}。`,
    ],
    environment: [
      (c) => `「${c.position}」是${c.card}，你身邊的人和氛圍，看起來像${c.essence}。`,
      (c) => `${of(c.position)}${c.card}說的是周遭的人和氛圍：${c.essence}。`,
      (c) => `放眼四周，${c.card}在「${c.position}」描繪的環境是這樣的：${c.essence}。`,
    ],
    hidden: [
      (c) => `不在明處的，是${of(c.position)}${c.card}指出的${c.essence}。`,
      (c) => `在「${c.position}」，藏在表面底下的是${c.card}：${c.essence}。`,
      (c) => `安安靜靜在底下流動的，是${c.essence}；${c.card}在「${c.position}」把它帶到光裡。`,
    ],
    option_a: [
      (c) => `走第一條路的話，「${c.position}」出現的是${c.card}：${c.essence}。`,
      (c) => `第一個選項在「${c.position}」翻到${c.card}，它帶來的是${c.essence}。`,
      (c) => `如果選擇第一條路，${c.card}在「${c.position}」描繪了它的模樣——${c.essence}。`,
    ],
    option_b: [
      (c) => `換成另一條路，「${c.position}」出現的是${c.card}：${c.essence}。`,
      (c) => `第二個選項在「${c.position}」翻到${c.card}，它要你面對的是${c.essence}。`,
      (c) => `如果選的是第二條路，${c.card}在「${c.position}」描繪的樣子是${c.essence}。`,
    ],
    outcome_a: [
      (c) => `順著第一條路走下去，${of(c.position)}${c.card}顯示事情比較可能走到這一步：${c.essence}。`,
      (c) => `第一個選項的走向，「${c.position}」給出的是${c.card}——${c.essence}。`,
      (c) => `若一路走第一條路，大概會看到這樣的光景：${c.essence}，這是${c.card}在「${c.position}」給的畫面。`,
    ],
    outcome_b: [
      (c) => `順著第二條路走下去，${of(c.position)}${c.card}顯示事情比較可能走到這一步：${c.essence}。`,
      (c) => `第二個選項最後通往哪裡，${of(c.position)}${c.card}給了答案：${c.essence}。`,
      (c) => `選了另一邊，路的盡頭比較像${c.essence}，這是${c.card}在「${c.position}」描繪的樣子。`,
    ],
    lesson: [
      (c) => `這一次要學的、或者要放下的，是${of(c.position)}${c.card}說的${c.essence}。`,
      (c) => `${c.card}在「${c.position}」留給你一門功課：${c.essence}。`,
      (c) => `值得從這裡帶走的，是${c.essence}——這是${c.card}在「${c.position}」留下的提醒。`,
    ],
    aspect: [
      (c) => `在「${c.position}」這個面向，${c.card}顯示的是${c.essence}，這是這一塊生活眼下的樣子。`,
      (c) => `「${c.position}」這一塊，目前由${c.card}代表：${c.essence}，值得你多看一眼。`,
      (c) => `把目光移到「${c.position}」，${c.card}說的是${c.essence}，這裡有它自己的節奏。`,
    ],
    phase: [
      (c) => `「${c.position}」這段時間，${c.card}定下的基調是${c.essence}。`,
      (c) => `走到「${c.position}」，氣氛轉成${c.card}的樣子：${c.essence}。`,
      (c) => `到了「${c.position}」那一段，比較可能遇上的是${c.essence}，這是${c.card}給的畫面。`,
    ],
  },

  single: [
    (c, about) => `這個星期，留意${c.card}在${about}這件事上的影子：哪個時刻讓你想起${c.essence}，就在那裡停一下。`,
    (c, about) => `接下來幾天，不妨把「${c.essence}」當成${about}的觀察題，看看${c.card}會在哪些小事上冒出來。`,
    (c, about) => `這週可以帶著${c.card}過日子；每次為${about}猶豫的時候，想想${c.essence}在這件事裡是什麼模樣。`,
    (c, about) => `把${c.card}放在心上一週就好，不必急著替${about}找答案，看看${c.essence}會在什麼地方被你認出來。`,
    (c, about) => `這週每次想到${about}，就順手問自己這裡面有幾分是${c.essence}——${c.card}想讓你看的，也許就是這個比例。`,
    (c, about) => `與其一直推敲${c.card}的意思，不如這幾天把${about}放在它旁邊看看，${c.essence}會在哪裡對上。`,
  ],
  reversedNote: [
    (c) => `${c.card}在這裡，比較像能量往內收、還在醞釀：${c.essence}並沒有消失，只是還沒走到外面來。`,
    (c, about) => `放到${about}來看，這個位置上的${c.card}可以讀成「卡住了、慢一點」：和${c.essence}有關的事一時推不動，但這不是壞消息。`,
    (c, about) => `說到${about}，${c.card}提醒的不是相反，而是拿捏：${c.essence}不是壓得太久，就是用得太滿。`,
    (c, about) => `${c.essence}在${about}這件事上還在，只是被${c.card}收進了心裡；先想想，有沒有什麼話一直沒說出口。`,
    (c) => `這裡的${c.card}，也可以讀成力氣用過了頭：同一股勁使得太多、失了分寸，就成了${c.essence}。`,
    (c) => `逆位在這裡不是相反，而是轉向內在：${c.card}說的${c.essence}，先發生在你心裡，之後才會在外面看見。`,
  ],
  releaseNote: [
    (c) => `這裡的${c.card}，說的是正位時壓著你的那股勁正在鬆開：${c.essence}已經起了頭，只是還沒走完。`,
    (c) => `${c.card}在這裡讀成「鬆綁」：${c.essence}正在發生，多半是一點一點來的，舊的拉扯偶爾還會回頭。`,
    (c) => `別把${c.card}讀成卡住了，它說的是鬆動：${c.essence}先從你心裡開始，外面的變化會慢半拍跟上。`,
    (c) => `${c.card}落在這裡，是壓力在退，而不是在漲；${c.essence}已經開了個頭，給它一點時間走完。`,
    (c, about) => `在${about}這件事上，${c.card}說的是鬆動：${c.essence}已經開始，只是還沒走完，舊習慣偶爾還會冒出來。`,
  ],

  person: { other: { start: '對方', they: '對方', them: '對方' }, others: { start: '身邊的人', they: '身邊的人', them: '身邊的人' } },
  personJoin: '',
  reversedNoteOther: [
    (c, who) => `${c.card}在這裡，比較像${who.they}那邊的能量往內收：${c.essence}多半還壓在${who.they}心裡，沒有表現到外面來。`,
    (c, who) => `這一格的${c.card}不是走到相反，而是${who.they}那股勁被卡住、慢了半拍，卡住的地方就是${c.essence}。`,
    (c, who) => `這裡的${c.card}，我比較傾向讀成${who.they}把${c.essence}憋住了，或是用過了頭，還沒拿捏好分寸。`,
    (c, who) => `${c.card}在這個位置上，說的是${who.they}的時機還沒到：${c.essence}還在，只是暫時繞了遠路。`,
    (c, who, about) => `說到${about}，${who.they}那邊的${c.essence}還在底下醞釀，${c.card}提醒你先別急著替${who.they}下定論。`,
  ],
  releaseNoteOther: [
    (c, who) => `這裡的${c.card}說的是鬆動：壓在${who.they}身上的那股勁正在鬆開，${c.essence}已經起了頭，只是還沒走完。`,
    (c, who) => `${c.card}在這一格讀成「鬆綁」：${c.essence}正在${who.they}那邊一點一點發生，舊的拉扯偶爾還會回頭。`,
    (c, who, about) => `說到${about}，${c.card}顯示${who.they}正慢慢放開：${c.essence}已經開始，給它一點時間。`,
  ],
  otherAsk: [
    (c, who) => `這是從牌面讀出來的傾向，不是${who.they}親口說的話；想確認的話，就留意${who.they}的言行裡有沒有${c.essence}的影子，再找機會當面問問看。`,
    (c, who, about) => `與其替${who.they}猜，不如把這張牌當成一個可以開口的話題：說到${about}，${c.essence}是不是也正是${who.they}最近在意的事？`,
    (c, who) => `你看得到的，只是${who.they}表現出來的那部分；${c.essence}是不是真的在那邊，最可靠的還是聽${who.they}自己說。`,
    (c, who) => `下次和${who.they}相處時，不妨留意${c.essence}有沒有在一些小事裡出現：親眼看到的，比猜到的可靠。`,
    (c, who, about) => `牌只照出${who.they}的一個側面；${about}裡真正的答案，要等${who.they}願意說出來，你可以先把門留著，也可以先問一句和${c.essence}有關的話。`,
  ],
}
