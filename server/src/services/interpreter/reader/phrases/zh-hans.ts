import type { ReaderPhrases } from './types'

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
    (c, about) => `这一周，带着${c.card}去看${about}：留意${c.essence}会在哪些小事里露面——一句话、一个念头、一次犹豫，都算。`,
    (c, about) => `接下来几天，每当想到${about}时又碰到${c.essence}，停一停，想想${c.card}在“${c.position}”想提醒你什么。`,
    (c, about) => `把${c.card}当作这周的一枚书签：每晚花一分钟回想，今天在${about}上，哪一刻最像${c.essence}。`,
    (c, about) => `${c.card}不必一次读懂，这周只要留意一件事：每次想到${about}、${c.essence}冒出来的时候，你通常怎么回应？`,
    (c, about) => `这周想到${about}的时候，顺手问自己一句，这里面有多少是${c.essence}——${c.card}要你看的，可能就是这个比例。`,
    (c, about) => `这几天不妨为${about}留一个小本子，记下${c.essence}出现的时间和场合，周末翻一翻，也许会看出规律。`,
    (c, about) => `${c.card}这周陪着你：哪天你觉得自己在${about}上正处在${c.essence}里，就试着换一种平时不会用的方式回应一次。`,
    (c, about) => `与其反复琢磨${c.card}的意思，不如这周在${about}这件事上找它：${c.essence}往往就藏在你最习以为常的那一环里。`,
  ],
  reversedNote: [
    (c) => `${c.card}在这里，我读作能量往里收：${c.essence}先发生在你心里，还没走到外面来。`,
    (c) => `${c.card}在这里并不是走到了反面，更像这股劲被卡住、慢了半拍：${c.essence}，正是卡住的地方。`,
    (c) => `这里的${c.card}，我更倾向读成“过了头”或“憋住了”：${c.essence}并不是没有，而是还没找到合适的分寸。`,
    (c) => `别把${c.card}读成坏兆头，它说的是时机还没到：${c.essence}，需要再等一等、理一理。`,
    (c) => `${c.card}在这个位置上，像一股没处使的力气：${c.essence}还在，只是暂时绕了远路。`,
    (c) => `${c.card}放在这里，多半是说这股能量没用对地方，要么憋在心里，要么使得太猛，${c.essence}就是它走偏时的样子。`,
    (c, about) => `放到${about}上看，${c.card}可以当成“慢下来”的信号：${c.essence}正在底下酝酿，还没到露面的时候。`,
    (c, about) => `${c.essence}在${about}这件事上并没有消失，${c.card}只是把它往心里收了：先问问自己，是不是有什么话一直没说出口。`,
    (c, about) => `说到${about}，${c.card}提醒的不是反面，而是分寸：${c.essence}要么压得太久，要么用得太满。`,
  ],
  releaseNote: [
    (c) => `这里的${c.card}，说的是正位时压着你的那股劲正在松开：${c.essence}已经起了头，只是还没走完。`,
    (c) => `${c.card}在这里读作“松绑”：${c.essence}正在发生，多半是一点一点来的，旧的拉扯偶尔还会回头。`,
    (c) => `别把${c.card}读成卡住了，它说的是松动：${c.essence}先从你心里开始，外面的变化会慢半拍跟上。`,
    (c) => `${c.card}落在这里，是压力在退，而不是在涨；${c.essence}已经开了个头，给它一点时间走完。`,
    (c, about) => `在${about}这件事上，${c.card}说的是松动：${c.essence}已经开始，只是还没走完，旧习惯偶尔还会冒头。`,
  ],

  person: { other: { start: '对方', they: '对方', them: '对方' }, others: { start: '身边的人', they: '身边的人', them: '身边的人' } },
  personJoin: '',
  reversedNoteOther: [
    (c, who) => `${c.card}在这里，我读作${who.they}那边的能量往里收：${c.essence}多半还压在${who.they}心里，没有表现到外面来。`,
    (c, who) => `${c.card}落在这一格，不是走到了反面，更像${who.they}那股劲被卡住、慢了半拍，卡住的地方正是${c.essence}。`,
    (c, who) => `这里的${c.card}，我更倾向读成${who.they}把${c.essence}憋住了，或是用过了头，还没找到合适的分寸。`,
    (c, who) => `${c.card}在这个位置上，说的是${who.they}的时机还没到：${c.essence}还在，只是暂时绕了远路。`,
    (c, who, about) => `说到${about}，${who.they}那边的${c.essence}还在底下酝酿，${c.card}提醒你先别急着替${who.they}下结论。`,
  ],
  releaseNoteOther: [
    (c, who) => `这里的${c.card}说的是松动：压在${who.they}身上的那股劲正在松开，${c.essence}已经起了头，只是还没走完。`,
    (c, who) => `${c.card}在这一格读作“松绑”：${c.essence}正在${who.they}那边一点一点发生，旧的拉扯偶尔还会回头。`,
    (c, who, about) => `说到${about}，${c.card}显示${who.they}正慢慢松开：${c.essence}已经开始，给它一点时间。`,
  ],
  otherAsk: [
    (c, who) => `这是从牌面读出的倾向，不是${who.they}亲口说的话；想确认，就留意${who.they}的言行里有没有${c.essence}的影子，再找机会当面问一问。`,
    (c, who, about) => `与其替${who.they}猜，不如把这张牌当成一个可以问出口的话题：说到${about}，${c.essence}是不是也正是${who.they}最近在意的事？`,
    (c, who) => `你看得到的，只是${who.they}表现出来的那部分；${c.essence}是不是真的在那边，最可靠的办法还是听${who.they}自己说。`,
    (c, who) => `下次和${who.they}相处时，不妨留意${c.essence}有没有在一些小事里露面：亲眼看到的，比猜到的可靠。`,
    (c, who, about) => `牌只照出${who.they}的一个侧面；${about}里真正的答案，要等${who.they}愿意说出来，你可以先把门留着，也可以先问一句和${c.essence}有关的话。`,
  ],
}
