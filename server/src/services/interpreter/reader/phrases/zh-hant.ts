import type { BottomLineParams, CardRef, ReaderPhrases } from './types'

/** 「甲、乙和丙」 */
const and = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`)
const names = (cards: CardRef[]) => and(cards.map((c) => c.card))
/** A one-card reading: the card that carries the answer is also the one it hinges on. */
const solo = (p: BottomLineParams) => p.hinge.card === p.lead[0]!.card
/** 問「是什麼擋住了我」時：跨過那道坎之後的樣子，由哪張牌來說（卡關的那張是 hinge）。 */
const beyond = (p: BottomLineParams): CardRef => p.lead.find((c) => c.card !== p.hinge.card) ?? p.lead[0]!
/** The cards that carry the answer, without the one it hinges on (named on its own). */
const leads = (p: BottomLineParams) => names(p.lead.filter((c) => c.card !== p.hinge.card))
/** The asker's two options, quoted, when the question names them. */
const both = (p: BottomLineParams) => (p.options ? `「${p.options[0]}」和「${p.options[1]}」` : '')
/** A position name quoted before a noun: 「過去」的…, but 「擋在路上的」… when the name already ends in 的. */
const of = (position: string) => (position.endsWith('的') ? `「${position}」` : `「${position}」的`)

/*
 * Every sentence names a card or carries its words, so two readings of one question do not
 * share a sentence; lead-ins are joined to what follows with 「：」 or 「；」 rather than a full stop.
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

  bottomLine: {
    yes_no: {
      yes: [
        (p) =>
          solo(p)
            ? `偏向「可以」多一些：${p.lead[0]!.card}帶來的是${p.lead[0]!.essence}，這股力量站在你這邊；只是它要你伸手去接，而不是坐著等它發生。`
            : `偏向「可以」多一些：${leads(p)}把重心放在${p.lead[0]!.essence}，路是開著的；走不走得順，要看你怎麼面對${p.hinge.card}所說的${p.hinge.essence}。`,
        (p) =>
          solo(p)
            ? `如果要選一邊，這張${p.lead[0]!.card}更接近「是」：它呈現的是${p.lead[0]!.essence}，${p.topic}有往前推進的空間，前提是你願意順著它的節奏走，而不是只盯著結果。`
            : `如果要選一邊，這組牌更接近「是」：${p.lead[0]!.card}呈現的是${p.lead[0]!.essence}，${p.topic}有往前推進的空間；前提是${p.hinge.card}點出的那件事——${p.hinge.essence}——你願意正視，而不是繞過去。`,
        (p) =>
          solo(p)
            ? `答案傾向「是」，但這是傾向，不是保證：${p.lead[0]!.card}替你開了一扇門，門後是${p.lead[0]!.essence}；要怎麼走進去，還是看你接下來的選擇。`
            : `答案傾向「是」，但這是傾向，不是保證：${leads(p)}多半在替往前走說話，尤其是${p.lead[0]!.card}所說的${p.lead[0]!.essence}；真正可能讓局面翻轉的，是${p.hinge.card}：${p.hinge.essence}。`,
        (p) =>
          solo(p)
            ? `整體看來綠燈多過紅燈，比較可能往前走：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，對${p.topic}來說是個好訊號；只要別急著跳過該走的步驟，這份順勢比較留得住。`
            : `整體看來綠燈多過紅燈，比較可能往前走：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，對${p.topic}來說是個好訊號；要多留心的是${p.hinge.card}帶出的${p.hinge.essence}，把這一點處理好，機會才站得穩。`,
      ],
      no: [
        (p) =>
          solo(p)
            ? `就目前來看，答案偏向「還沒」：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，時機似乎還沒成熟；不過這只是此刻的樣子，等你把它提醒的事整理好，局面有機會轉向。`
            : `就目前來看，答案偏向「還沒」：${leads(p)}把焦點放在${p.lead[0]!.essence}，時機似乎還沒成熟；如果有什麼能讓局面轉向，關鍵在你怎麼面對${p.hinge.card}點出的「${p.hinge.essence}」。`,
        (p) =>
          solo(p)
            ? `至少現在，這張${p.lead[0]!.card}更接近「不」：它呈現的是${p.lead[0]!.essence}，${p.topic}像是被什麼拉住了。這不是定案，${p.lead[0]!.card}比較像在說：先把眼前這一關過好，再看風向有沒有變。`
            : `至少現在，這組牌更接近「不」：${p.lead[0]!.card}呈現的是${p.lead[0]!.essence}，${p.topic}像是被什麼拉住了；能讓它鬆動的，是你怎麼處理${p.hinge.card}點出的「${p.hinge.essence}」。`,
        (p) =>
          solo(p)
            ? `以現況來說，牌面傾向「先不要」：${p.lead[0]!.card}講的是${p.lead[0]!.essence}；但這是傾向，不是判決，當你開始調整它點出的那個部分，答案也可能跟著不同。`
            : `以現況來說，牌面傾向「先不要」：${leads(p)}說的多半是${p.lead[0]!.essence}；但這是傾向，不是判決，若你回應了${p.hinge.card}所說的${p.hinge.essence}，答案也可能跟著改變。`,
        (p) =>
          solo(p)
            ? `眼下紅燈比綠燈多，牌面傾向先緩一緩：${p.lead[0]!.card}顯示的是${p.lead[0]!.essence}，現在硬衝容易事倍功半；先照顧好這張牌提醒你的地方，燈號才有機會轉換。`
            : `眼下紅燈比綠燈多，牌面傾向先緩一緩：${p.lead[0]!.card}顯示的是${p.lead[0]!.essence}，現在硬衝容易事倍功半；想讓燈號轉綠，可以從${p.hinge.card}著手：${p.hinge.essence}。`,
      ],
      mixed: [
        (p) =>
          solo(p)
            ? `這題沒有清楚的「是」或「不是」，更像一座還在擺動的天平：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，同時帶著往前和停下的兩種可能，最後往哪裡偏，要看你怎麼回應它。`
            : `這題沒有清楚的「是」或「不是」，更像一座還在擺動的天平：${p.lead[0]!.card}讓你看見${p.lead[0]!.essence}，而天平會往哪裡倒，關鍵在${p.hinge.card}帶出的${p.hinge.essence}。`,
        (p) =>
          solo(p)
            ? `答案卡在中間，目前沒有明顯偏向哪一方：${p.lead[0]!.card}帶來的${p.lead[0]!.essence}可以讀成助力，也可以讀成提醒；決定走向的不是運氣，而是你接下來怎麼做。`
            : `答案卡在中間，目前沒有明顯偏向哪一方：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，${p.hinge.card}卻帶出${p.hinge.essence}；與其等一個「是」或「否」，不如先看懂${p.hinge.card}，那才是決定走向的點。`,
        (p) =>
          solo(p)
            ? `牌裡同時有「可以」和「還不行」，還看不出明顯的傾向：${p.lead[0]!.card}讓你看到${p.lead[0]!.essence}，${p.topic}最後落在哪裡，比較不是靠運氣，而是看你怎麼接住這張牌的提醒。`
            : `牌裡同時有「可以」和「還不行」，還看不出明顯的傾向：${p.topic}最後落在哪裡，要看你怎麼面對${p.hinge.card}所說的${p.hinge.essence}；至於你現在站在哪裡，${p.lead[0]!.card}說得很清楚：${p.lead[0]!.essence}。`,
        (p) =>
          solo(p)
            ? `兩扇門都還沒關上，牌面不特別偏向哪一扇：${p.lead[0]!.card}描繪的是${p.lead[0]!.essence}，門會往哪裡開，轉軸其實在你手上，你怎麼回應它，答案就跟著往那裡偏。`
            : `兩扇門都還沒關上，牌面不特別偏向哪一扇：${p.lead[0]!.card}描繪的是${p.lead[0]!.essence}，而讓答案往哪裡擺的轉軸，是${p.hinge.card}透露的${p.hinge.essence}。`,
      ],
    },
    other_person: [
      (p) =>
        solo(p)
          ? `牌沒辦法替你讀出對方心裡的答案，但${p.lead[0]!.card}能讓你看清這段關係的樣子：${p.lead[0]!.essence}。與其猜對方怎麼想，不如從${p.lead[0]!.card}出發，看看你自己能觀察到什麼、做些什麼。`
          : `牌沒辦法替你讀出對方心裡的答案，但${p.lead[0]!.card}能讓你看清這段關係的樣子：${p.lead[0]!.essence}。你能觀察、也能著力的地方，在${p.hinge.card}：${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `對方的心意只有對方能說，${p.lead[0]!.card}談的是你們之間，把這份連結描繪成${p.lead[0]!.essence}；你能做的，是先看清自己在裡面的位置，再決定怎麼回應。`
          : `對方的心意只有對方能說，${leads(p)}談的是你們之間，把這份連結描繪成${p.lead[0]!.essence}；至於你能做什麼，${p.hinge.card}給了方向：${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `與其猜對方怎麼想，不如先看你們之間實際發生了什麼：${p.lead[0]!.card}顯示的是${p.lead[0]!.essence}，這是你能看見、也碰得到的部分，你可以從這裡開始。`
          : `與其猜對方怎麼想，不如先看你們之間實際發生了什麼：${p.lead[0]!.card}顯示的是${p.lead[0]!.essence}，而${p.hinge.card}提醒你，你可以先好好看一看${p.hinge.essence}這件事。`,
      (p) =>
        solo(p)
          ? `牌不會越過對方替人表態，${p.lead[0]!.card}照見的是這段互動：${p.lead[0]!.essence}；你能看到的、能做到的，都從這裡開始，其餘的就留給對方用行動回答。`
          : `牌不會越過對方替人表態，它照見的是這段互動：從${p.lead[0]!.card}來看，你們之間眼下是${p.lead[0]!.essence}；而你能掌握的那一份，落在${p.hinge.card}：${p.hinge.essence}。`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `兩條路各有各的風景：第一條路的${names(p.sideA)}偏向${p.sideA[0]!.essence}，第二條路的${names(p.sideB)}則偏向${p.sideB[0]!.essence}；哪一種對你更重要，才是真正的問題，決定權在你。`
          : solo(p)
            ? `牌不會替你做決定${p.options ? `，不管是「${p.options[0]}」還是「${p.options[1]}」` : '，它只是把路照亮'}：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，拿它去對照每個選項，看哪一個比較接近你現在需要的、也比較走得下去。`
            : `牌不會替你在${p.options ? both(p) : '不同的路'}之間做決定，它讓你看見每個選項各要你付出什麼：${p.lead[0]!.card}指向${p.lead[0]!.essence}，${p.hinge.card}則點出需要掂量的地方，也就是${p.hinge.essence}。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `把兩個選項擺在一起，它們看重的東西不一樣：${names(p.sideA)}偏向${p.sideA[0]!.essence}，${names(p.sideB)}則偏向${p.sideB[0]!.essence}，哪張牌都不是正確答案，你重視什麼，才是答案。`
          : solo(p)
            ? `面對${p.options ? `${both(p)}這兩個選項` : '每個選項'}，${p.lead[0]!.card}在意的都是${p.lead[0]!.essence}；先問問自己，哪一個能讓你更靠近這一點、又不必犧牲太多，想清楚了，決定還是由你來下。`
            : `面對${p.options ? `${both(p)}這兩個選項` : '每個選項'}，${p.lead[0]!.card}定下的基調是${p.lead[0]!.essence}，哪個選擇更守得住它，牌就偏向哪一個；${p.hinge.card}則把代價也攤開來：${p.hinge.essence}。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `一條路上是${p.sideA[0]!.card}，給你${p.sideA[0]!.essence}；另一條路上是${p.sideB[0]!.card}，給你${p.sideB[0]!.essence}；牌老老實實把交換條件擺出來，要怎麼選，留給你。`
          : solo(p)
            ? `這是一個牌只負責照亮、不負責拍板的選擇：${p.lead[0]!.card}照出的是${p.lead[0]!.essence}，${p.options ? `不論選「${p.options[0]}」還是「${p.options[1]}」` : '看每個選項時'}，都值得帶著這一點去衡量。`
            : `這是一個牌只負責照亮、不負責拍板的選擇：${leads(p)}偏向${p.lead[0]!.essence}；${p.options ? `不論選「${p.options[0]}」還是「${p.options[1]}」` : '每個選項背後'}，${p.hinge.card}都提醒你要接受一件事：${p.hinge.essence}。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `兩條路都開著，只是要的東西不同：第一條有${p.sideA[0]!.card}，走向${p.sideA[0]!.essence}；第二條有${p.sideB[0]!.card}，走向${p.sideB[0]!.essence}；問問自己，哪一種代價你比較願意扛。`
          : solo(p)
            ? `${p.options ? `是「${p.options[0]}」還是「${p.options[1]}」，` : '比較每條路之前，'}牌更在意的是你用什麼心情去選：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，帶著這份清楚去比較，答案會在你心裡慢慢浮現。`
            : `${p.options ? `是「${p.options[0]}」還是「${p.options[1]}」，` : '比較每條路之前，'}牌更在意的是你用什麼心情去選：${p.lead[0]!.card}看重${p.lead[0]!.essence}，${p.hinge.card}則提醒你留意${p.hinge.essence}。`,
    ],
    timing: [
      (p) =>
        solo(p)
          ? `牌不報日期，它說的是條件：${p.lead[0]!.card}描繪的是${p.lead[0]!.essence}；與其數日子，不如留意這樣的狀態什麼時候出現在你身上，那就是事情開始動的訊號。`
          : `牌不報日期，它說的是條件：${p.hinge.card}點出要先面對的，是${p.hinge.essence}；這一關走過了，事情才比較容易動起來，接下來那一段，${p.lead[0]!.card}描繪的是${p.lead[0]!.essence}。`,
      (p) =>
        solo(p)
          ? `這裡沒有時間表，只有先後順序：${p.lead[0]!.card}說的是${p.lead[0]!.essence}，這是眼下要先走完的一段；走過了，${p.topic}比較有機會進入下一個階段。`
          : `這裡沒有時間表，只有先後順序：先要走過${p.hinge.card}這一段，也就是${p.hinge.essence}；之後，${p.topic}比較可能迎來${p.lead[0]!.card}的階段——${p.lead[0]!.essence}。`,
      (p) =>
        solo(p)
          ? `快或慢，比較不是看時鐘，而是看一個轉變：${p.lead[0]!.card}呈現的是${p.lead[0]!.essence}；當你發現自己已經走到這一步，往往也就是事情開始轉動的時候。`
          : `快或慢，比較不是看時鐘，而是看一個轉變：當你回應了${p.hinge.card}指出的${p.hinge.essence}，${p.lead[0]!.card}的季節就有機會展開，帶來${p.lead[0]!.essence}。`,
      (p) =>
        solo(p)
          ? `用「階段」來想，會比用「哪一天」更貼近${p.lead[0]!.card}的意思：它描述的是${p.lead[0]!.essence}，把它當成一段正在經歷的季節，而不是一個等著到來的日期。`
          : `用「階段」來想，會比用「哪一天」更貼近牌意：${leads(p)}描述的是前方的光景，${p.lead[0]!.essence}；而通往那裡的條件，在於${p.hinge.card}所說的${p.hinge.essence}。`,
    ],
    how_to: [
      (p) =>
        solo(p)
          ? `路要從${p.lead[0]!.card}說的${p.lead[0]!.essence}開始走：它不是一套完整的計畫，比較像一個起點，從今天做得到的一小步開始練習就好。`
          : `路要從${p.lead[0]!.card}說的${p.lead[0]!.essence}開始走；要走得通，可以先從${p.hinge.card}要你留意的${p.hinge.essence}著手。`,
      (p) =>
        solo(p)
          ? `牌給的是一條務實的路：${p.lead[0]!.card}呈現的是${p.lead[0]!.essence}，可以直接從這裡起步，不必等一切都準備齊全，先走一小步，再看下一步落在哪裡。`
          : `牌給的是一條務實的路：${p.lead[0]!.card}呈現的是${p.lead[0]!.essence}，可以從這裡起步；一路上，記得留意${p.hinge.card}點出的${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `${p.lead[0]!.card}把${p.lead[0]!.essence}擺到你眼前，${p.topic}的做法就從這裡長出來；與其找一套完美的方案，不如先挑一件跟它有關的小事去做。`
          : `${p.lead[0]!.card}把${p.lead[0]!.essence}擺到你眼前，${p.topic}可以從這裡找到施力點；而這一切的地基，在於你怎麼看待${p.hinge.card}所說的${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `答案與其說是一套計畫，不如說是一種心態：${p.lead[0]!.card}描繪的是${p.lead[0]!.essence}，可以先看清自己是不是正處在這裡，接下來怎麼走，會漸漸清楚。`
          : `答案與其說是一套計畫，不如說是一種心態：${leads(p)}描繪的是${p.lead[0]!.essence}；它站不站得穩，要看你怎麼面對${p.hinge.card}所說的${p.hinge.essence}，可以先從這裡著手。`,
    ],
    reflection: [
      (p) =>
        solo(p)
          ? `這張${p.lead[0]!.card}主要在談${p.lead[0]!.essence}：它把這件事推到你面前，不是要你馬上做什麼，而是先好好看見它，再決定怎麼面對。`
          : `這組牌主要在談${p.lead[0]!.essence}，是${p.lead[0]!.card}把它推到了最前面；接下來怎麼發展，要看你怎麼接住${p.hinge.card}握著的那條線：${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `說到${p.topic}，${p.lead[0]!.card}說的是${p.lead[0]!.essence}；它不是替你下結論，而是讓你看清眼前的樣子，很多事會隨著你怎麼看待它、怎麼回應它，而慢慢改變。`
          : `說到${p.topic}，牌把${p.lead[0]!.card}放在正中央：${p.lead[0]!.essence}；很多事會隨著你怎麼回應${p.hinge.card}而改變，它說的是${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `這張牌勾勒出的畫面，是${p.lead[0]!.essence}：那是${p.lead[0]!.card}替此刻拍下的樣子，不是定局，你接下來怎麼走，會讓畫面慢慢換個模樣。`
          : `這些牌勾勒出的畫面，是${p.lead[0]!.essence}，由${p.lead[0]!.card}領頭；${p.hinge.card}則標出你還能改變的地方：${p.hinge.essence}。`,
      (p) =>
        solo(p)
          ? `單看${p.lead[0]!.card}，${p.topic}眼下像是${p.lead[0]!.essence}；牌只是把它指出來，轉折點不在牌上，而在你看完之後想怎麼做、願意先動哪一步。`
          : `以${p.lead[0]!.card}為主軸來讀，${p.topic}看起來像是${p.lead[0]!.essence}；真正的轉折點在${p.hinge.card}：${p.hinge.essence}，那是你還能鬆動的地方。`,
    ],
    obstacle: [
      (p) =>
        p.cardCount === 1
          ? `這張牌直接點出卡關的地方：${p.hinge.card}，${p.hinge.essence}。看清楚它，本身就是往前挪了一步。`
          : `擋在路上的，多半是${p.hinge.card}說的${p.hinge.essence}；把它看清楚，${beyond(p).card}說的${beyond(p).essence}才有空間長出來。`,
      (p) =>
        p.cardCount === 1
          ? `拖住你的，是${p.hinge.card}說的${p.hinge.essence}。它比較像一個要慢慢解開的結，而不是一道牆，把它說出來，就是解開的開始。`
          : `牌把卡關的地方點得很清楚：${p.hinge.card}，${p.hinge.essence}。先鬆開這一處，${p.topic}才能往${beyond(p).card}說的${beyond(p).essence}那邊走。`,
      (p) =>
        p.cardCount === 1
          ? `先看${p.hinge.card}：${p.hinge.essence}，最可能是眼下拖住你的那股力量；牌把它攤開來，是為了讓你能對它下手。`
          : `先看${p.hinge.card}：${p.hinge.essence}，最可能是眼下拖住你的那股力量；跨過它之後的樣子，${beyond(p).card}已經給了線索——${beyond(p).essence}。`,
    ],
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
    (c) => `這個星期，留意${c.card}在生活裡的影子：哪個時刻讓你想起${c.essence}，就在那裡停一下。`,
    (c) => `接下來幾天，不妨把「${c.essence}」當成觀察題，看看${c.card}會在哪些小事上冒出來。`,
    (c) => `這週可以帶著${c.card}過日子；遇到猶豫的時候，想想${c.essence}在這件事裡是什麼模樣。`,
    (c) => `把${c.card}放在心上一週就好，不必急著找答案，看看${c.essence}會在什麼地方被你認出來。`,
  ],
  reversedNote: [
    (c) => `${c.card}在這裡，比較像能量往內收、還在醞釀：${c.essence}並沒有消失，只是還沒走到外面來。`,
    (c) => `這個位置上的${c.card}，可以讀成「卡住了、慢一點」：和${c.essence}有關的事一時推不動，但這不是反過來的壞消息。`,
    (c) => `這裡的${c.card}，也可以讀成力氣用過了頭：同一股勁使得太多、失了分寸，就成了${c.essence}。`,
    (c) => `逆位在這裡不是相反，而是轉向內在：${c.card}說的${c.essence}，先發生在你心裡，之後才會在外面看見。`,
  ],
  releaseNote: [
    (c) => `這裡的${c.card}，說的是正位時壓著你的那股勁正在鬆開：${c.essence}已經起了頭，只是還沒走完。`,
    (c) => `${c.card}在這裡讀成「鬆綁」：${c.essence}正在發生，多半是一點一點來的，舊的拉扯偶爾還會回頭。`,
    (c) => `別把${c.card}讀成卡住了，它說的是鬆動：${c.essence}先從你心裡開始，外面的變化會慢半拍跟上。`,
    (c) => `${c.card}落在這裡，是壓力在退，而不是在漲；${c.essence}已經開了個頭，給它一點時間走完。`,
  ],


  advice: [
    (p) => `${p.cardAdvice}放到${p.topic}上，先把它縮小成這週做得到的份量；卡住的時候，回頭看看${p.from.card}，想想自己當初為什麼開始。`,
    (p) => `最清楚的一步來自${p.from.card}：${p.cardAdvice}找個不趕的時刻，把${p.from.card}的這一步試一次就好。`,
    (p) => `就照${p.from.card}的提示來吧。${p.cardAdvice}與其擬一份完美的計畫，不如讓${p.from.card}陪你認真試一次。`,
    (p) => `關於${p.topic}，可以從${p.from.card}的建議開始：${p.cardAdvice}做完之後，留意${p.from.card}帶來了什麼細微的變化，哪怕只是心裡輕了一點。`,
    (p) => `${p.cardAdvice}這是${p.from.card}給的建議；把它變成一個具體的小動作，會比許下一個大決心更管用。`,
  ],
  closing: [
    (c) => `${c.card}呈現的是一種趨勢，真正往哪裡走，看的是你的每一步。`,
    (c) => `${c.card}並沒有把什麼寫死，你接下來的選擇，會讓畫面跟著改變。`,
    (c) => `${c.card}說中的就帶走，其餘的放下也無妨，路還是由你來走。`,
    (c) => `${c.card}說的是一股水流，不是命令；要順著走還是轉個彎，由你自己決定。`,
    (c) => `${c.card}描繪的是此刻，下一刻怎麼寫，筆在你手上。`,
    (c) => `把${c.card}當成一面鏡子，而不是判決書；要往哪裡去，你說了算。`,
    (c) => `${c.card}指出的趨勢是會轉彎的，而讓它轉彎的，正是你的選擇。`,
    (c) => `${c.card}的提醒要怎麼用，由你決定；最後那句話，牌留給你自己來說。`,
  ],
  inShort: ['先說結論：', '簡單來說：', '先講重點：', '牌面的傾向：'],
  thisWeek: ['這週可以試試：', '這週的小練習：', '給這幾天的建議：', '帶進這一週的一步：'],

}
