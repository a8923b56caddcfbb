import type { CardRef } from '../types'
import type { BottomLineParams, BottomLinePhrases } from './types'

/**
 * 内置解读的简体中文（中国大陆）短语库。
 * 写法：像坐在对面的塔罗师那样说话，温和、具体，不下断言；牌名只来自参数。
 * 牌名格式统一为“牌名（逆位）”；位置名一律加中文引号，如“近期过去”。
 */

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
const hingeIsLead = (p: BottomLineParams): boolean => p.lead.length > 0 && p.hinge.card === at(p.lead, 0).card && p.hinge.position === at(p.lead, 0).position

/** The card that carries the answer, its keywords, and the card the answer turns on ("这张牌" when it is the same card). */
const L = (p: BottomLineParams): string => p.lead[0]?.card ?? ''
const T = (p: BottomLineParams): string => p.lead[0]?.essence ?? ''
const hc = (p: BottomLineParams): string => (p.hinge.card === L(p) ? '这张牌' : p.hinge.card)
/** The person asked about, as written (妈妈, 新主管). */
const P = (p: BottomLineParams): string => p.person ?? p.about
const o1 = (p: BottomLineParams): string => p.options?.[0] ?? ''
const o2 = (p: BottomLineParams): string => p.options?.[1] ?? ''

export const zhHans: BottomLinePhrases = {
  situated: {
    yes_no: {
      yes: [
        (p) => `${p.about}这件事，牌面偏向“能”，但有个前提：把${hc(p)}说的${p.hinge.essence}放在心上。撑起这个答案的是${L(p)}——${T(p)}。`,
        (p) => `关于${p.about}，这次的牌更接近“是”。${L(p)}给出的理由是${T(p)}；变数在${hc(p)}那里：${p.hinge.essence}。`,
        (p) => `问${p.about}，牌的倾向是乐观的，不过这不是打包票。只要你顾好${hc(p)}指出的${p.hinge.essence}，${L(p)}说的${T(p)}就有机会落地。`,
      ],
      no: [
        (p) => `${p.about}这件事，眼下牌面更偏向“还不到时候”，门并没有关死。${L(p)}说明了卡在哪里：${T(p)}；要扭转，得从${hc(p)}指出的${p.hinge.essence}入手。`,
        (p) => `关于${p.about}，这次的牌倾向于“暂时不”。分量压在${L(p)}上（${T(p)}），能让局面松动的，是你怎么面对${hc(p)}提到的${p.hinge.essence}。`,
        (p) => `就${p.about}而言，牌暂时不倾向“是”。与其当成结论，不如当成提醒：先处理${hc(p)}点出的${p.hinge.essence}，再看${L(p)}说的${T(p)}会不会变。`,
      ],
      mixed: [
        (p) => `${p.about}这件事，牌面还没有明显偏向哪一边。${L(p)}带来的是${T(p)}，真正能让天平倾斜的，是${hc(p)}所说的${p.hinge.essence}。`,
        (p) => `关于${p.about}，这次的牌一半一半，还没有形成倾向，答案还握在你手里，关键看你怎么面对${hc(p)}提出的${p.hinge.essence}；${L(p)}给出了眼下的底色：${T(p)}。`,
        (p) => `问${p.about}，牌的倾向并不干脆，给不出一个“是”或“否”，但说清了卡在哪儿：${hc(p)}指向的${p.hinge.essence}。${L(p)}补上了另一半画面——${T(p)}。`,
      ],
    },
    other_person: [
      (p) => `${P(p)}心里怎么想，要由${P(p)}自己来说；牌能照见的，是你这边看得到、做得到的部分。眼下你和${P(p)}之间，${L(p)}定下了基调：${T(p)}；你可以着力的地方，${hc(p)}指向${p.hinge.essence}。`,
      (p) => `牌读不了${P(p)}的心，但能帮你看清你们之间的状态：${L(p)}呈现的是${T(p)}。想让情况往前走，可以从${hc(p)}所说的${p.hinge.essence}开始。`,
      (p) => `与其猜${P(p)}在想什么，不如先看你能观察到的：${L(p)}说的是${T(p)}。面对${P(p)}，你可以做的那件事，落在${hc(p)}的${p.hinge.essence}上。`,
      (p) => `对${P(p)}，先从看得见的言行入手，而不是揣测对方的心思。这次${L(p)}摆出的是${T(p)}，${hc(p)}则提示你可以把力气放在${p.hinge.essence}上。`,
    ],
    choice: [
      (p) =>
        p.sideA.length && p.sideB.length
          ? `选项一（${o1(p)}）这边是${names(p.sideA)}，偏向${at(p.sideA, 0).essence}；选项二（${o2(p)}）这边是${names(p.sideB)}，偏向${at(p.sideB, 0).essence}。选哪一个，由你决定。`
          : `这次的牌不替你在选项一（${o1(p)}）和选项二（${o2(p)}）之间拍板，但给了一把尺子：${L(p)}说的${T(p)}。哪个选项更护得住它，牌就更偏向哪个；${hc(p)}还提醒你把${p.hinge.essence}这笔账算进去。最后怎么选，在你。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `把两条路并排看：选项一（${o1(p)}）由${at(p.sideA, 0).card}代表，讲的是${at(p.sideA, 0).essence}；选项二（${o2(p)}）由${at(p.sideB, 0).card}代表，讲的是${at(p.sideB, 0).essence}。轻重由你掂量。`
          : `选项一（${o1(p)}）也好，选项二（${o2(p)}）也好，${L(p)}关心的都是${T(p)}。拿这一点去对照两个选项，再把${hc(p)}点出的${p.hinge.essence}算进去，心里会清楚不少，决定权始终在你手上。`,
      (p) =>
        p.sideA.length && p.sideB.length
          ? `${at(p.sideA, 0).card}站在选项一（${o1(p)}）身后，带着${at(p.sideA, 0).essence}；${at(p.sideB, 0).card}站在选项二（${o2(p)}）身后，带着${at(p.sideB, 0).essence}。取舍在你。`
          : `先把选项一（${o1(p)}）和选项二（${o2(p)}）分别放到${L(p)}面前看，它看重的是${T(p)}；${hc(p)}补上了两边都绕不开的一点：${p.hinge.essence}。选择由你来做。`,
    ],
    timing: [
      (p) => `${p.about}什么时候有眉目，牌给的不是日期，而是条件：先处理好${hc(p)}提到的${p.hinge.essence}，${L(p)}所说的阶段——${T(p)}——才会到来。`,
      (p) => `关于${p.about}的时间点，${deck(p)}讲的是先后顺序：先是${hc(p)}的${p.hinge.essence}，再是${L(p)}的${T(p)}。`,
      (p) => `${p.about}的节奏，更多取决于一个转变，而不是日历：${hc(p)}指出的${p.hinge.essence}松动之后，${L(p)}描绘的${T(p)}才会展开。`,
    ],
    how_to: [
      (p) => `${p.about}要怎么推进，牌指的方向是${L(p)}的${T(p)}；第一步，先顾好${hc(p)}提到的${p.hinge.essence}。`,
      (p) => `想在${p.about}上有进展，这次的牌给的是方向而不是一整套计划：${T(p)}，来自${L(p)}。从${hc(p)}点出的${p.hinge.essence}开始着手。`,
      (p) => `在${p.about}上，可以试着走${L(p)}指的那条路（${T(p)}），同时留意${hc(p)}提醒的${p.hinge.essence}。`,
    ],
    reflection: [
      (p) => `${p.about}想让你看见的，这次落在${L(p)}上：${T(p)}。接下来怎么走，取决于你怎么回应${hc(p)}提出的${p.hinge.essence}。`,
      (p) => `从${p.about}来看，牌把${L(p)}放在正中央：${T(p)}；你还能调整的地方，${hc(p)}指的是${p.hinge.essence}。`,
      (p) => `${deck(p)}主要借${L(p)}来读${p.about}——${T(p)}；转折点在${hc(p)}那里：${p.hinge.essence}。`,
    ],
  },
  step: {
    person: {
      close: [
        (p) => `放到和${p.person}的相处里，可以只做一件小事：发一条不求回应的消息，或者打一个简短的电话。`,
        (p) => `对${p.person}，这周挑一个平常的时刻，说一句真心又不带责备的话就够了。`,
        (p) => `和${p.person}之间，可以从问一个问题、认真听完回答开始。`,
      ],
      work: [
        (p) => `对${p.person}，可以约一次简短的沟通，问清楚这个月最看重你做好哪件事，并把回答记下来。`,
        (p) => `放到和${p.person}的工作里：挑一件看得见的小任务做扎实，做完主动说一声。`,
        (p) => `跟${p.person}之间，不妨先发一份简短的进度，顺带问一个关于期待的问题。`,
      ],
      other: [(p) => `对${p.person}，做一个简单、不用多想的小举动，然后留意对方的反应。`, (p) => `面对${p.person}，这周平静地说出一句实话就够了。`],
    },
    subject: [
      (p) => `落到${p.about}上：这周在日程里留出一个小时，只用来做这件事。`,
      (p) => `就${p.about}而言，挑一块一次能完成的小部分，把它做完。`,
      (p) => `把它放进${p.about}里：写下明天早上就能做的一步，只写一行。`,
      (p) => `针对${p.about}，这周做一件过后你会庆幸做过的事，其余的先放一放。`,
    ],
  },

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
            hingeIsLead(p) ? `但${at(p.lead, 0).card}不是一张保票，能不能成，还要看你接下来怎么动。` : `但它不是一张保票，${p.hinge.card}提醒你，${p.hinge.essence}才是能不能成的分水岭。`
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
            hingeIsLead(p) ? `只是${at(p.lead, 0).card}的这份推力要靠你主动去接，光等是等不来的。` : `只是${p.hinge.card}落在“${p.hinge.position}”，提醒你${p.hinge.essence}这一关，还得你自己去过。`
          }`,
        (p) =>
          `从${names(leads(p))}来看，${p.topic}偏向“是”的一边，${at(leads(p), 0).essence}正在往你这边靠。${
            hingeIsLead(p) ? `接住${at(p.lead, 0).card}给的这股势头，别让犹豫把它慢慢耗掉。` : `前提是你愿意正视${p.hinge.card}所说的${p.hinge.essence}，不绕开它。`
          }`,
        (p) =>
          `倾向是“是”，而且不算勉强：${names(leads(p))}为${p.topic}带来了${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `${at(p.lead, 0).card}也提醒你，好的倾向要一步步落实，才会真正成形。` : `唯一需要盯紧的，是${p.hinge.card}所说的${p.hinge.essence}，它决定这份“是”能走多远。`
          }`,
      ],
      no: [
        (p) =>
          `眼下，${p.topic}这件事更偏向“否”，至少暂时如此：${names(leads(p))}呈现的是${at(leads(p), 0).essence}；${
            hingeIsLead(p) ? `除非${at(p.lead, 0).card}所说的局面先松动，否则不宜硬推。` : `除非${p.hinge.card}所说的${p.hinge.essence}有所松动，否则不宜硬推。`
          }`,
        (p) =>
          `${deck(p)}更像在说“还不是时候”：关于${p.topic}，${names(leads(p))}透出的是${at(leads(p), 0).essence}。${
            hingeIsLead(p)
              ? `转机也藏在${at(p.lead, 0).card}里，等你看清它卡在哪里，局面才可能改写。`
              : `转机在“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}一旦被看见、被处理，局面就可能改写。`
          }`,
        (p) =>
          `倾向上，暂时偏“否”：在${p.topic}上，${names(leads(p))}指向${at(leads(p), 0).essence}，条件还没凑齐。${
            hingeIsLead(p) ? `先别急着要一个“是”，把${at(p.lead, 0).card}点出的卡点理顺，再回头看。` : `除非${p.hinge.essence}先有了变化——这正是${p.hinge.card}在提醒你的——否则先别急着要一个“是”。`
          }`,
        (p) =>
          `说实话，${names(leads(p))}让${p.topic}现在看起来更接近“否”，但这不是判决，而是一张现状图：${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `${at(p.lead, 0).card}描绘的现状一变，答案也会跟着移动。` : `要是${p.hinge.card}所指的${p.hinge.essence}能被改变，答案也会跟着移动。`
          }`,
        (p) =>
          `${names(leads(p))}在${p.topic}上偏向“否”，至少眼下是这样：${at(leads(p), 0).essence}还占着上风。${
            hingeIsLead(p) ? `这不等于没有希望，等${at(p.lead, 0).card}说的这一层慢慢松开，再试也不迟。` : `能不能翻过来，要看${p.hinge.card}所指的${p.hinge.essence}会不会改变。`
          }`,
        (p) =>
          `现在硬推${p.topic}，多半会觉得吃力，因为${names(leads(p))}更倾向“否”，画面是${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `不如照着${at(p.lead, 0).card}的提示先休整一下，把力气留到局面变化的时候。` : `不如把注意力放到${p.hinge.card}上：${p.hinge.essence}一旦松动，倾向也会跟着变。`
          }`,
        (p) =>
          `这次${names(leads(p))}给${p.topic}的回应，更偏向“暂时不”，眼下是${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `“暂时”两个字很要紧：${at(p.lead, 0).card}描述的是此刻，而不是永远。` : `“暂时”两个字很要紧，${p.hinge.card}所说的${p.hinge.essence}，就是那个可以改变的地方。`
          }`,
      ],
      mixed: [
        (p) =>
          `这次的牌没有给出干脆的是或否，在${p.topic}上，${names(leads(p))}的倾向既有${at(leads(p), 0).essence}，也留着余地；${
            hingeIsLead(p) ? `往哪边走，要看你怎样回应${at(p.lead, 0).card}。` : `真正决定走向的，是${p.hinge.card}所说的${p.hinge.essence}。`
          }`,
        (p) =>
          `是与否在${deck(p)}里差不多各占一半，倾向并不明显：关于${p.topic}，${names(leads(p))}描绘的是${at(leads(p), 0).essence}，${
            hingeIsLead(p)
              ? `与其等一个答案，不如看你打算怎样对待${at(p.lead, 0).card}。`
              : `与其等一个答案，不如看“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}往哪边倾，事情就往哪边走。`
          }`,
        (p) =>
          `这是一个“看情况”的牌面：${names(leads(p))}里有推力，也有拉扯，${p.topic}整体更偏向${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `转折点就在你怎么接住${at(p.lead, 0).card}上。` : `转折点落在${p.hinge.card}上，它说的${p.hinge.essence}，才是这道题的关键。`
          }`,
        (p) =>
          `牌面不肯替你说“是”，也没有说“否”：${names(leads(p))}让${p.topic}停在了${at(leads(p), 0).essence}这一步，${
            hingeIsLead(p) ? `接下来的倾向，会随着你对${at(p.lead, 0).card}的回应而变。` : `一切转在${p.hinge.card}所指的${p.hinge.essence}上；这一点变了，倾向也会跟着变。`
          }`,
        (p) =>
          `${names(leads(p))}在${p.topic}上的倾向是摇摆的，一半是${at(leads(p), 0).essence}，一半还没落定。${
            hingeIsLead(p) ? `${at(p.lead, 0).card}把主动权留在你手里：你往前走一步，天平就会动一动。` : `让天平停下来的，是${p.hinge.card}所说的${p.hinge.essence}。`
          }`,
        (p) =>
          `要说倾向，${names(leads(p))}给${p.topic}的答案介于是与否之间，眼下的样子是${at(leads(p), 0).essence}。${
            hingeIsLead(p) ? `与其追问结果，不如看看${at(p.lead, 0).card}要你先做好哪一件事。` : `${p.hinge.card}落在“${p.hinge.position}”，${p.hinge.essence}往哪边倒，答案就偏向哪边。`
          }`,
        (p) =>
          `${p.topic}这件事，${names(leads(p))}既没有偏向“是”，也没有偏向“否”，而是停在${at(leads(p), 0).essence}这一步。${
            hingeIsLead(p) ? `这时候${at(p.lead, 0).card}更像一个问题：你自己希望它往哪边走？` : `关键在${p.hinge.card}：${p.hinge.essence}有了变化，答案才会显出方向。`
          }`,
      ],
    },
    other_person: [
      (p) =>
        `对方心里究竟怎么想，牌读不出来，也不该替人下结论；但在${p.topic}里，${names(leads(p))}照出的这段联系，重心在${at(leads(p), 0).essence}。${
          hingeIsLead(p) ? `你能看见、也能做的，就从${at(p.lead, 0).card}描绘的这一点开始。` : `你能看见、也能做的，是${p.hinge.card}所说的${p.hinge.essence}。`
        }`,
      (p) =>
        `${deck(p)}照见的是你们之间，而不是对方的内心：关于${p.topic}，${names(leads(p))}照出的是这段联系里的${at(leads(p), 0).essence}；${
          hingeIsLead(p) ? `接下来能往哪里走，多半取决于你自己怎样回应${at(p.lead, 0).card}。` : `接下来能往哪里走，多半取决于“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}。`
        }`,
      (p) =>
        `先别急着猜对方的心思，看看你们之间发生了什么：${names(leads(p))}说的是${at(leads(p), 0).essence}。${
          hingeIsLead(p)
            ? `在${p.topic}上，${at(p.lead, 0).card}提醒你，你手里能握住的是自己的言行，而不是对方的答案。`
            : `在${p.topic}上，你手里能握住的，是${p.hinge.card}提醒的那一点——${p.hinge.essence}。`
        }`,
      (p) =>
        `牌不替任何人开口，只描绘关系的样子：在${names(leads(p))}给的画面里，此刻的${p.topic}透着${at(leads(p), 0).essence}；${
          hingeIsLead(p) ? `至于你能做什么，从${at(p.lead, 0).card}照出的、你看得见的言行开始就好。` : `至于你能做什么，${p.hinge.card}指向${p.hinge.essence}，从你看得见的言行开始就好。`
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
        const key = hingeIsLead(p) ? `${at(p.lead, 0).card}本身就是衡量的尺子` : `衡量的尺子，是“${p.hinge.position}”的${p.hinge.card}：${p.hinge.essence}`
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
          hingeIsLead(p) ? `等${at(p.lead, 0).card}这一段走完，下一段才会慢慢展开。` : `等${p.hinge.card}点出的“${p.hinge.essence}”这一环有了眉目，下一段才会真正展开。`
        }`,
      (p) =>
        `与其问“什么时候”，${names(leads(p))}更在意“在什么之后”，把${p.topic}放在${at(leads(p), 0).essence}这个阶段；${
          hingeIsLead(p) ? `推进的节奏，要看你在${at(p.lead, 0).card}这个阶段里怎么走。` : `${p.hinge.card}落在“${p.hinge.position}”，说明推进的节奏，要看你怎样对待“${p.hinge.essence}”这一环。`
        }`,
      (p) =>
        `从时间上看，${names(leads(p))}说的更像一个正在进行的阶段，而不是某个日子：${at(leads(p), 0).essence}。${
          hingeIsLead(p) ? `等${at(p.lead, 0).card}这股劲慢慢走顺，${p.topic}就有机会往下一步走。` : `等${p.hinge.card}点出的“${p.hinge.essence}”这一环慢慢理顺，${p.topic}就有机会往下一步走。`
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
          hingeIsLead(p) ? `这条路能不能走稳，靠的是你愿不愿意照着${at(p.lead, 0).card}一点点去试，而不是一次做到完美。` : `这条路能不能走稳，靠的是${p.hinge.card}所说的${p.hinge.essence}。`
        }`,
      (p) =>
        `${names(leads(p))}为${p.topic}指的路，是${at(leads(p), 0).essence}，第一步不必大。${
          hingeIsLead(p)
            ? `要让${at(p.lead, 0).card}指的这条路站得住，就先从最小、最容易做到的一步开始，再慢慢加码。`
            : `而这一切要站得住，得先照顾好“${p.hinge.position}”的${p.hinge.card}——${p.hinge.essence}。`
        }`,
      (p) =>
        `想在${p.topic}上往前走，${deck(p)}给的路线是：先从${at(leads(p), 0).essence}这件事上着手，${names(leads(p))}指的就是这里。${
          hingeIsLead(p) ? `${at(p.lead, 0).card}的根基，在于你能不能持续地做下去，哪怕每次只做一点。` : `它的根基在${p.hinge.card}：${p.hinge.essence}，这一点不能跳过。`
        }`,
      (p) =>
        `牌的意思是先别求大变化，照着${names(leads(p))}的方向，也就是${at(leads(p), 0).essence}，一步步来。${
          hingeIsLead(p) ? `在${p.topic}上，撑住${at(p.lead, 0).card}这条路的，是你每天那一点点的坚持。` : `在${p.topic}上，真正撑住这条路的，是${p.hinge.card}提醒的${p.hinge.essence}。`
        }`,
      (p) =>
        `${names(leads(p))}给${p.topic}的起点很具体：${at(leads(p), 0).essence}。${
          hingeIsLead(p) ? `试试把${at(p.lead, 0).card}说的这件事缩成今天就能做的一小步，做完再看下一步。` : `试试先从这里动手，同时别忘了${p.hinge.card}说的${p.hinge.essence}，路走不走得稳，就看它。`
        }`,
      (p) =>
        `关键在${at(leads(p), 0).essence}，${names(leads(p))}把${p.topic}的做法指向了这里。${
          hingeIsLead(p) ? `可以先把${at(p.lead, 0).card}的意思写成一句话，贴在看得见的地方，每天照着做一点。` : `可以先把${p.hinge.card}提到的${p.hinge.essence}理一理，地基稳了，往上搭才不费力。`
        }`,
      (p) =>
        `${deck(p)}在${p.topic}上给的，不是一张大蓝图，而是一个起点，也就是${names(leads(p))}说的${at(leads(p), 0).essence}。${
          hingeIsLead(p) ? `第一步就从${at(p.lead, 0).card}最容易落地的那一面开始，小到不会让你想拖延。` : `第一步从这里迈出，然后留意${p.hinge.card}所说的${p.hinge.essence}，它会决定你能走多远。`
        }`,
    ],
    reflection: [
      (p) =>
        `${
          p.cardCount === 1
            ? `${names(leads(p))}说的，是你${p.topic}里的${at(leads(p), 0).essence}。`
            : `这组牌大多在说你${p.topic}里的${at(leads(p), 0).essence}，${names(leads(p))}是其中最响亮的声音。`
        }${hingeIsLead(p) ? `往下会怎样，要看你怎样带着${at(p.lead, 0).card}生活。` : `往下会怎样，取决于${p.hinge.card}所说的${p.hinge.essence}。`}`,
      (p) =>
        `这次牌面的主题是${at(leads(p), 0).essence}：${names(leads(p))}把它摆在了你最容易看见的地方。${
          hingeIsLead(p) ? `而${p.topic}接下来的样子，就系在你怎样回应${at(p.lead, 0).card}上。` : `而${p.topic}接下来的样子，系在“${p.hinge.position}”的${p.hinge.card}上——${p.hinge.essence}。`
        }`,
      (p) =>
        `关于你的${p.topic}，这次牌面的核心是${at(leads(p), 0).essence}，${names(leads(p))}把这层意思说得最清楚；${
          hingeIsLead(p) ? `它会长成什么样，要看你接下来怎么对待${at(p.lead, 0).card}。` : `它会长成什么样，要看你怎样对待${p.hinge.card}提醒的${p.hinge.essence}。`
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
          hingeIsLead(p) ? `${names(leads(p))}没有给标准答案，答案要在你接下来的日子里慢慢显出来。` : `${names(leads(p))}把问题摆了出来，而${p.hinge.card}提醒你，${p.hinge.essence}会影响它往哪边长。`
        }`,
      (p) =>
        `${names(leads(p))}${p.lead.length > 1 ? '合在一起，' : ''}把你的${p.topic}带回到${at(leads(p), 0).essence}这件事上。${
          hingeIsLead(p) ? `${at(p.lead, 0).card}更像一个邀请：看看你平时怎样对待这一面，又想怎样对待它。` : `它往哪里去，很大程度上看${p.hinge.card}所说的${p.hinge.essence}，也看你怎样回应。`
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

  advice: [
    (p) => `听听“${p.from.position}”上的${p.from.card}怎么说——“${p.cardAdvice}”放到${p.topic}上，只挑${p.from.card}这番话里最小的一步去做，做完记下自己的感受。`,
    (p) => `先把${p.from.card}的话放在心上：“${p.cardAdvice}”然后顺着${p.from.card}说的${p.from.essence}，为${p.topic}定一件这几天就能做完的小事，比如一次对话、一段固定的时间，或者放下一个习惯。`,
    (p) => `${p.from.card}在这里提醒你：“${p.cardAdvice}”${p.from.card}说的是${p.from.essence}，落到${p.topic}上，不必一口气改变什么，选一个具体的时刻，试一次就好。`,
    (p) => `关于${p.topic}，${p.from.card}的意思很朴素：“${p.cardAdvice}”如果觉得${p.from.card}说的${p.from.essence}太大，就把它拆小，拆到今晚就能为${p.topic}动手的程度。`,
    (p) => `借一借${p.from.card}的力：“${p.cardAdvice}”拿一张纸，把你打算照着${p.from.card}在${p.topic}上迈出的那一步写下来，贴在看得见的地方，过几天再回头看看。`,
    (p) => `${p.from.card}落在“${p.from.position}”，给你的提醒是：“${p.cardAdvice}”在${p.topic}上，可以先找一个和${p.from.card}所说的${p.from.essence}有关的小场合练一练，不求做好，只求做了。`,
    (p) => `让${p.from.card}陪你走几天，它说：“${p.cardAdvice}”每天睡前问自己一句，今天在${p.topic}上，有没有哪一刻靠近了${p.from.card}说的${p.from.essence}？`,
  ],
  closing: [
    (c, about) => `关于${about}，${c.card}照见的是眼下的走势，往哪里走，你说了算。`,
    (c, about) => `${about}的事，${c.card}只描绘方向，真正让它改变的，是你接下来的每一个选择。`,
    (c, about) => `${c.card}给${about}的事画了一张此刻的地图，路线怎么画，笔在你手里。`,
    (c, about) => `关于${about}，${c.card}说的是趋势，不是结局，你的一个小小决定，就能让它换个方向。`,
    (c, about) => `${about}的事，${c.card}说的是“照现在这样会怎样”，而“接下来怎样”，由你来写。`,
    (c, about) => `${c.card}能照见${about}的倾向，却替不了你迈步。`,
    (c, about) => `${about}接下来会怎样，还没有写定；${c.card}照见的只是眼下的水流。`,
    (c, about) => `关于${about}，${c.card}是此刻的天气，不是一辈子的气候，伞带不带，由你。`,
  ],
  inShort: ['先说结论：', '简单来说：', '一句话概括：', '整体来看：', '总的来说：', '重点是：', '先讲重点：'],
  thisWeek: ['这周可以试试：', '这几天不妨：', '眼下能做的一小步：', '接下来可以从这里开始：', '这周的小练习：', '不妨先从这一步起：', '这几天可以做的：'],
}
