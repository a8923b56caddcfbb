import type { FollowUpPhrases } from './types'

export const zhHant: FollowUpPhrases = {
  decisionPair: [
    (d, a, b) =>
      `如果你最想要的是${a.want}，${a.card}${a.forward ? `比較傾向讓你${d.action}` : `會勸你先別急著${d.action}`}；如果你更看重${b.want}，${b.card}${b.forward ? (d.alternative ? `比較傾向${d.alternative}` : `也支持你${d.action}，只是要先把這一點準備好`) : d.alternative ? `比較傾向${d.alternative}` : `會建議你再等一等，再決定要不要${d.action}`}。`,
    (d, a, b) =>
      `這要看你在意的是什麼。要是為了${a.want}，${a.card}${a.forward ? `站在${d.action}這一邊` : `並不急著讓你${d.action}`}；要是更在乎${b.want}，${b.card}${b.forward ? (d.alternative ? `偏向${d.alternative}` : `一樣不反對${d.action}`) : d.alternative ? `偏向${d.alternative}` : `提醒你緩一緩再${d.action}`}。`,
    (d, a, b) =>
      `我會這樣衡量：為了${a.want}，${a.card}${a.forward ? `偏向${d.action}` : `偏向先等等、暫時不${d.action}`}；如果你現在更需要${b.want}，${b.card}${b.forward ? (d.alternative ? `會更偏向${d.alternative}` : `也認同${d.action}，照你自己的步調來就好`) : d.alternative ? `會更偏向${d.alternative}` : `則希望你多給自己一點時間，再去${d.action}`}。`,
    (d, a, b) =>
      `${d.alternative ? `${d.action}還是${d.alternative}` : `要不要${d.action}`}？如果你期待的是${a.want}，${a.card}${a.forward ? '給的是「可以」' : '給的是「還不到時候」'}；如果是${b.want}，${b.card}${b.forward ? (d.alternative ? `比較偏向${d.alternative}` : '也點頭，只是要多留意') : d.alternative ? `比較偏向${d.alternative}` : '給的是「再等等」'}。`,
  ],
  decisionSingle: [
    (d, c, warns) =>
      `只有一張牌，就看${c.card}偏向什麼：它看重的是${c.want}。如果${d.action}能讓你更接近這一點，它就傾向支持${c.forward ? '' : '，只是不必急'}；它提防的是${warns}，要是${d.action}會讓你陷進去，那就先緩一緩。`,
    (d, c, warns) =>
      `${c.card}偏向${c.want}，提防${warns}。如果${d.action}是朝著前者去的，這張牌傾向讓你去做${c.forward ? '' : '，等你更穩一點的時候'}；如果它會把你拉進後者，那就先別急著${d.action}。`,
    (d, c, warns) => `把「${d.action}」放在${c.card}旁邊看：這張牌站在${c.want}這一邊，所以${d.action}若是為了這個，它是支持的；它擔心的是${warns}，要是${d.action}反而助長了這一點，就先放一放。`,
  ],
  yourCall: ['最後怎麼選，還是你說了算。', '這兩樣哪個比較重，只有你自己清楚。', '想清楚了再決定，也不會太遲。', '要走哪條路，由你來決定。'],
  aboutCard: [
    (card, position, topic) => `${card}${position ? `落在「${position}」這個位置，` : '，'}放到${topic}上來看，有它具體的意思。`,
    (card, position) => `說到${card}${position ? `（${position}）` : ''}，它補上的是這一點。`,
    (card, _position, topic) => `單就${topic}來說，${card}講得很具體。`,
    (card, position) => `細看${card}${position ? `這張「${position}」牌` : ''}：`,
  ],
  aboutDetail: [
    (detail, card) => `關於${detail}，最能回應它的是${card}。`,
    (detail, card) => `${detail}這件事，我會去看${card}。`,
    (detail, card) => `落到${detail}上，要讀的是${card}。`,
    (detail, card) => `單看${detail}，可以從${card}說起。`,
  ],
  towardPerson: [(person, card) => `放到你和${person}之間，${card}的意思是：`, (person) => `對你和${person}來說，可以這樣理解：`, (person, card) => `${card}放在${person}身上，大概是這樣：`],
  fear: [
    (card, is, isNot) => `${card}說的是${is}，不是${isNot}。`,
    (card, is, isNot) => `不是的，${card}不是${isNot}，它講的是${is}。`,
    (card, is, isNot) => `直接說吧：${card}代表${is}，並不是${isNot}。`,
    (card, is, isNot) => `會擔心很正常，但${card}是${is}，不是${isNot}。`,
  ],
  pointsTo: [(_card, topic) => `放在${topic}上，它真正指向的是：`, (card) => `${card}真正想提醒你的，是這一點：`, () => '它指向的其實是另一件事：'],
  body: [
    (part) => `至於${part ?? '身體的感覺'}，如果一直痛或越來越嚴重，請找醫師或物理治療師看看。這是檢查能回答的事，牌回答不了。`,
    (part) => `也別讓一張牌取代檢查：${part ?? '身體'}要是一直不舒服，去給醫師或物理治療師看看，才知道到底是怎麼回事。`,
    (part) => `${part ?? '身體'}的狀況，最該問的是醫師或物理治療師，牌看不到他們看得到的東西。`,
  ],
  urgent: [
    '胸口緊、心悸這類感覺，該問的是醫師，不是牌：請盡快去看醫生。如果同時有胸痛往手臂、下巴或背部擴散，喘不過氣、冒冷汗或快要昏倒，請立刻撥打119。',
    '這種身體的訊號，別拿一張牌來解釋：胸悶、心跳不規律，值得盡快讓醫師檢查；如果伴隨劇烈胸痛、呼吸困難或頭暈眼花，請馬上撥打119。',
  ],
  nextStep: [
    (card) => `下一步，可以跟著${card}走。`,
    (card) => `先從${card}著手，它是這組牌裡最務實的一張。`,
    (card) => `要問接下來做什麼，答案在${card}身上。`,
    (card) => `讓${card}帶你跨出一小步。`,
  ],
  timing: [
    (card, essence) => `牌不會給確切的日子。${card}描繪的是一個階段：${essence}；等這一段走完，事情才比較容易動起來。`,
    (card, essence) => `與其問「什麼時候」，${card}給的是一個條件：${essence}。留意它什麼時候開始變。`,
    (card, essence) => `把它當成一個季節，而不是日期：${card}，${essence}，得先慢慢走過去。`,
  ],
  lean: {
    yes: [
      (card, essence) => `照目前的牌面，偏向「可以」，關鍵在${card}：${essence}。`,
      (card) => `整體偏向「是」，要顧好的是${card}這一環。`,
      (card, essence) => `牌面往「是」那邊傾斜，前提落在${card}上：${essence}。`,
    ],
    no: [
      (card, essence) => `照目前的牌面，偏向「還不到時候」，轉機要從${card}來：${essence}。`,
      (card) => `目前偏向「否」，${card}說明了要變的是哪一塊。`,
      (card, essence) => `暫時偏向「不」。能讓局面鬆動的，是${card}：${essence}。`,
    ],
    mixed: [
      (card, essence) => `牌面沒有落在「是」或「否」上，要看${card}：${essence}。`,
      (card) => `兩種走向都有可能，分岔點在${card}。`,
      (card, essence) => `說不上明確的是或否，關鍵是${card}——${essence}。`,
    ],
  },
  otherPerson: [
    (person, card, essence) => `${person}心裡怎麼想，只有${person}自己能告訴你。${card}照見的是${essence}，而你怎麼面對${person}，是你能作主的部分。`,
    (person, card, essence) => `我讀不了${person}的心，牌也讀不了。${card}顯示的是你們之間的樣子：${essence}。`,
    (person, card, essence) => `你和${person}之間，${card}呈現的是${essence}。多看${person}實際怎麼做，也把你需要的說清楚。`,
  ],
  general: [
    (card, essence, topic) => `在${topic}上，這一問要回到${card}：${essence}。`,
    (card, essence) => `最能回答這個的是${card}，它的畫面是${essence}。`,
    (card, essence) => `這裡可以看${card}——${essence}。`,
  ],
  unrelated: [
    '這個已經超出這次的牌了，我就不多說；關於你抽到的牌或你的問題，我們可以繼續聊。',
    '這裡我只能陪你聊這次的解讀。想問哪張牌，或回到你的問題，都可以。',
    '這組牌是為你剛才的問題抽的，這一問我先不接。關於這幾張牌，你還想知道什麼？',
  ],
  recall: [(f) => `解讀裡說的「${f}」，就是這個意思。`, (f) => `這也呼應了解讀裡那句「${f}」。`, (f) => `可以再想想解讀裡的「${f}」。`],
  invite: ['還有哪張牌讓你在意，也可以問我。', '其他幾張牌也可以一起細看。', '想再往下看，說一張牌或一個位置就好。'],
  themes: [(a, b) => `這裡它帶著${a}和${b}的意味。`, (a, b) => `想想${a}，還有${b}。`, (a, b) => `它說的是${a}與${b}。`],
  someone: '對方',
  majorIs: [
    '憑著信任跨出的新起點',
    '把本事和專注用出來',
    '安靜的直覺與耐心',
    '成長、照顧與豐盛',
    '秩序和穩定的掌控',
    '傳統、教導與共同的價值',
    '一個從心出發、看重價值的選擇',
    '向前推進的意志',
    '沉穩的力量和耐心',
    '退一步、靜下來想一想的時候',
    '循環的轉動，一直在走的變化',
    '公平，以及自己選擇的分量',
    '一段讓你換個角度看事情的停頓',
    '一個結束，為接下來的事騰出空間',
    '平衡和穩穩的調和',
    '看清是什麼綁住了你，也就看清了能鬆開什麼',
    '計畫被打亂，把不穩的東西震出來',
    '難關之後的希望與復原',
    '不確定和混雜的訊號',
    '清晰、溫暖與順利',
    '一次清算，也是一聲召喚',
    '完成，一個週期走圓了',
  ],
  heldBack: (is) => `${is}，只是眼下受了阻、走了樣`,
  easing: (is) => `${is}，而且那份壓力正在慢慢鬆開`,
  suitIs: {
    Wands: '幹勁、行動和氣勢上的事',
    Cups: '感受和親近上的事',
    Swords: '想法、言語和緊繃感上的事',
    Coins: '實際、日常的事務',
  },
  isNot: {
    body: '受傷或生病的預告',
    fail: '你會失敗的判決',
    leave: '有人會離開你的預告',
    money: '你會賠錢的預告',
    general: '對未來下的定論',
  },
}
