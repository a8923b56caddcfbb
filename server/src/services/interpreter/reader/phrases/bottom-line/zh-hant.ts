import type { CardRef } from '../types'
import type { BottomLineParams, BottomLinePhrases } from './types'

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

/*
 * Every sentence names a card or carries its words, so two readings of one question do not
 * share a sentence; lead-ins are joined to what follows with 「：」 or 「；」 rather than a full stop.
 */

/** The card that carries the answer, its keywords, and the card the answer turns on ("这张牌" when it is the same card). */
const L = (p: BottomLineParams): string => p.lead[0]?.card ?? ''
const T = (p: BottomLineParams): string => p.lead[0]?.essence ?? ''
const hc = (p: BottomLineParams): string => (p.hinge.card === L(p) ? '這張牌' : p.hinge.card)
/** The person asked about, as written (妈妈, 新主管). */
const P = (p: BottomLineParams): string => p.person ?? p.about
const o1 = (p: BottomLineParams): string => p.options?.[0] ?? ''
const o2 = (p: BottomLineParams): string => p.options?.[1] ?? ''

export const zhHant: BottomLinePhrases = {
  situated: {
    yes_no: {
      yes: [
        (p) => `${p.about}這件事，牌面偏向「可以」，前提是你認真看待${hc(p)}提醒的${p.hinge.essence}。撐起這個答案的是${L(p)}：${T(p)}。`,
        (p) => `說到${p.about}，這次的牌比較接近「是」。理由在${L(p)}身上（${T(p)}）；會不會變卦，要看${hc(p)}那邊的${p.hinge.essence}。`,
        (p) => `問${p.about}，牌的傾向是樂觀的，但不是掛保證。只要顧好${hc(p)}點出的${p.hinge.essence}，${L(p)}說的${T(p)}就有機會成真。`,
      ],
      no: [
        (p) => `${p.about}這件事，眼前牌面比較偏向「還沒到時候」，但門沒有關上。${L(p)}說出卡住的地方：${T(p)}；想扭轉，要從${hc(p)}指出的${p.hinge.essence}下手。`,
        (p) => `說到${p.about}，這次的牌傾向「先不要」。重量落在${L(p)}上（${T(p)}），能讓局面鬆動的，是你怎麼面對${hc(p)}提到的${p.hinge.essence}。`,
        (p) => `就${p.about}來說，牌暫時不傾向「是」。與其把它當成結論，不如當成提醒：先處理${hc(p)}說的${p.hinge.essence}，再回頭看${L(p)}的${T(p)}有沒有改變。`,
      ],
      mixed: [
        (p) => `${p.about}這件事，牌面還沒有明顯倒向哪一邊。${L(p)}帶來的是${T(p)}，真正會讓天平傾斜的，是${hc(p)}說的${p.hinge.essence}。`,
        (p) => `說到${p.about}，這次的牌一半一半，還沒有形成傾向，答案還在你手上，關鍵是你怎麼面對${hc(p)}提出的${p.hinge.essence}；${L(p)}則交代了眼前的底色：${T(p)}。`,
        (p) => `問${p.about}，牌的傾向並不乾脆，給不出一個「是」或「否」，但說清楚了卡在哪裡：${hc(p)}指向的${p.hinge.essence}。另一半畫面由${L(p)}補上——${T(p)}。`,
      ],
    },
    other_person: [
      (p) => `${P(p)}心裡怎麼想，要由${P(p)}自己說；牌能照出來的，是你這邊看得到、做得到的部分。眼前你和${P(p)}之間，${L(p)}定了基調：${T(p)}；你可以使力的地方，${hc(p)}指向${p.hinge.essence}。`,
      (p) => `牌讀不了${P(p)}的心，但能幫你看清你們之間的狀態：${L(p)}呈現的是${T(p)}。想讓情況往前走，可以從${hc(p)}說的${p.hinge.essence}開始。`,
      (p) => `與其猜${P(p)}在想什麼，不如先看你觀察得到的：${L(p)}說的是${T(p)}。面對${P(p)}，你可以做的那件事，落在${hc(p)}的${p.hinge.essence}上。`,
      (p) => `對${P(p)}，先從看得到的言行著手，而不是揣測對方的心思。這次${L(p)}攤開的是${T(p)}，${hc(p)}則提醒你可以把力氣放在${p.hinge.essence}上。`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `選項一（${o1(p)}）這邊是${names(p.sideA)}，偏向${p.sideA[0]!.essence}；選項二（${o2(p)}）這邊是${names(p.sideB)}，偏向${p.sideB[0]!.essence}。要選哪一個，由你決定。`
          : `這次的牌不幫你在選項一（${o1(p)}）和選項二（${o2(p)}）之間做決定，但給了一把尺：${L(p)}說的${T(p)}。哪個選項比較護得住它，牌就比較偏向哪個；${hc(p)}也提醒你把${p.hinge.essence}算進去。最後怎麼選，還是你。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `把兩條路並排來看：選項一（${o1(p)}）由${p.sideA[0]!.card}代表，講的是${p.sideA[0]!.essence}；選項二（${o2(p)}）由${p.sideB[0]!.card}代表，講的是${p.sideB[0]!.essence}。輕重由你衡量。`
          : `不管是選項一（${o1(p)}）還是選項二（${o2(p)}），${L(p)}在意的都是${T(p)}。拿這一點去對照兩個選項，再把${hc(p)}點出的${p.hinge.essence}考慮進來，心裡會清楚很多；決定權一直在你手上。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `${p.sideA[0]!.card}站在選項一（${o1(p)}）背後，帶著${p.sideA[0]!.essence}；${p.sideB[0]!.card}站在選項二（${o2(p)}）背後，帶著${p.sideB[0]!.essence}。取捨在你。`
          : `先把選項一（${o1(p)}）和選項二（${o2(p)}）分別放到${L(p)}面前看，它看重的是${T(p)}；${hc(p)}補上兩邊都繞不過的一點：${p.hinge.essence}。選擇由你來做。`,
    ],
    timing: [
      (p) => `${p.about}什麼時候會有進展，牌給的不是日期，而是條件：先把${hc(p)}提到的${p.hinge.essence}處理好，${L(p)}說的那個階段（${T(p)}）才會來。`,
      (p) => `關於${p.about}的時間點，${p.cardCount === 1 ? '這張牌' : '這組牌'}講的是先後順序：先是${hc(p)}的${p.hinge.essence}，接著才是${L(p)}的${T(p)}。`,
      (p) => `${p.about}的節奏，比較取決於一個轉變，而不是行事曆：${hc(p)}指出的${p.hinge.essence}鬆開之後，${L(p)}描繪的${T(p)}才會展開。`,
    ],
    how_to: [
      (p) => `${p.about}要怎麼推進，牌指的方向是${L(p)}的${T(p)}；第一步，先顧好${hc(p)}提到的${p.hinge.essence}。`,
      (p) => `想在${p.about}上有進展，這次的牌給的是方向，不是整套計畫：${T(p)}，來自${L(p)}。就從${hc(p)}點出的${p.hinge.essence}開始。`,
      (p) => `在${p.about}上，可以試著走${L(p)}指的那條路（${T(p)}），同時留意${hc(p)}提醒的${p.hinge.essence}。`,
    ],
    reflection: [
      (p) => `${p.about}想讓你看見的，這次落在${L(p)}上：${T(p)}。接下來怎麼走，要看你怎麼回應${hc(p)}提出的${p.hinge.essence}。`,
      (p) => `從${p.about}來看，牌把${L(p)}放在正中央：${T(p)}；你還能調整的地方，${hc(p)}指的是${p.hinge.essence}。`,
      (p) => `${p.cardCount === 1 ? '這張牌' : '這組牌'}主要透過${L(p)}來讀${p.about}——${T(p)}；轉折點在${hc(p)}那裡：${p.hinge.essence}。`,
    ],
  },
  step: {
    person: {
      close: [
        (p) => `放到和${p.person}的相處上，只要做一件小事：傳一則不求回覆的訊息，或打一通簡短的電話。`,
        (p) => `對${p.person}，這週找一個平常的時刻，說一句真心、不帶責備的話就夠了。`,
        (p) => `和${p.person}之間，可以從問一個問題、好好聽完回答開始。`,
      ],
      work: [
        (p) => `對${p.person}，可以約一次簡短的討論，問清楚這個月最希望你把哪件事做好，並把答案記下來。`,
        (p) => `放到和${p.person}的工作上：挑一件看得到的小任務做紮實，做完主動回報一聲。`,
        (p) => `跟${p.person}之間，不妨先寄一份簡短的進度，順便問一個關於期待的問題。`,
      ],
      other: [(p) => `對${p.person}，做一個簡單、不用想太多的小舉動，然後留意對方的反應。`, (p) => `面對${p.person}，這週平靜地說出一句實話就夠了。`],
    },
    subject: [
      (p) => `落到${p.about}上：這週在行事曆裡留一個小時，只拿來做這件事。`,
      (p) => `就${p.about}來說，挑一小塊一次做得完的部分，把它完成。`,
      (p) => `把它放進${p.about}裡：寫下明天早上就能做的一步，只寫一行。`,
      (p) => `針對${p.about}，這週做一件事後你會慶幸自己做了的事，其他的先放著。`,
    ],
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

  advice: [
    (p) => `${p.cardAdvice}放到${p.topic}上，先把它縮小成這週做得到的份量；卡住的時候，回頭想想${p.from.card}說的${p.from.essence}。`,
    (p) => `最清楚的一步來自${p.from.card}：${p.cardAdvice}在${p.topic}上找個不趕的時刻，把${p.from.card}的這一步試一次就好。`,
    (p) => `就${p.topic}來說，照${p.from.card}的提示來吧。${p.cardAdvice}與其為${p.topic}擬一份完美的計畫，不如讓${p.from.card}陪你認真試一次。`,
    (p) => `關於${p.topic}，可以從${p.from.card}的建議開始：${p.cardAdvice}做完之後，留意${p.topic}有沒有出現一點細微的變化，哪怕只是心裡輕了一點。`,
    (p) => `${p.cardAdvice}這是${p.from.card}給的建議；在${p.topic}上，把${p.from.essence}變成一個具體的小動作，會比許下一個大決心更管用。`,
    (p) => `如果${p.topic}一時看起來推不動，就把${p.from.card}的話縮小到一個晚上做得完：${p.cardAdvice}`,
    (p) => `${p.from.card}放在${p.topic}上來讀，意思很直接。${p.cardAdvice}`,
  ],
  closing: [
    (c, about) => `關於${about}，${c.card}呈現的是一種趨勢，真正往哪裡走，看的是你的每一步。`,
    (c, about) => `${about}的事，${c.card}並沒有寫死，你接下來的選擇，會讓畫面跟著改變。`,
    (c, about) => `${c.card}對${about}說中的就帶走，其餘的放下也無妨。`,
    (c, about) => `關於${about}，${c.card}說的是一股水流，不是命令；要順著走還是轉個彎，由你決定。`,
    (c, about) => `${c.card}描繪的是${about}的此刻，下一刻怎麼寫，筆在你手上。`,
    (c, about) => `把${c.card}當成照見${about}的一面鏡子，而不是判決書。`,
    (c, about) => `${about}接下來會怎麼發展，還沒有定案；${c.card}照出的只是眼前的水流。`,
    (c, about) => `在${about}的事情上，${c.card}說的是一種走向，你的下一步可以讓它轉彎。`,
  ],
  inShort: ['先說結論：', '簡單來說：', '先講重點：', '牌面的傾向：'],
  thisWeek: ['這週可以試試：', '這週的小練習：', '給這幾天的建議：', '帶進這一週的一步：'],
}
