import type { FollowUpPhrases } from './types'

export const zhHans: FollowUpPhrases = {
  decisionPair: [
    (d, a, b) =>
      `如果你最想要的是${a.want}，${a.card}${a.forward ? `更倾向于让你${d.action}` : `会劝你先别急着${d.action}`}；如果你更看重${b.want}，${b.card}${b.forward ? (d.alternative ? `更倾向于${d.alternative}` : `也支持你${d.action}，只是要先把这一点准备好`) : d.alternative ? `更倾向于${d.alternative}` : `会建议你再等一等，再决定要不要${d.action}`}。`,
    (d, a, b) =>
      `这要看你图的是什么。要是图${a.want}，${a.card}${a.forward ? `站在${d.action}这一边` : `并不急着让你${d.action}`}；要是更在乎${b.want}，${b.card}${b.forward ? (d.alternative ? `偏向${d.alternative}` : `同样不反对${d.action}`) : d.alternative ? `偏向${d.alternative}` : `提醒你缓一缓再${d.action}`}。`,
    (d, a, b) =>
      `我会这样掂量：为了${a.want}，${a.card}${a.forward ? `偏向${d.action}` : `偏向先等等、暂时不${d.action}`}；如果你眼下更需要${b.want}，${b.card}${b.forward ? (d.alternative ? `会更偏向${d.alternative}` : `也认可${d.action}，按你自己的节奏来就好`) : d.alternative ? `会更偏向${d.alternative}` : `则希望你多给自己一点时间，再去${d.action}`}。`,
    (d, a, b) =>
      `${d.alternative ? `${d.action}还是${d.alternative}` : `要不要${d.action}`}？如果你盼的是${a.want}，${a.card}${a.forward ? '给的是“可以”' : '给的是“还不到时候”'}；如果是${b.want}，${b.card}${b.forward ? (d.alternative ? `更偏向${d.alternative}` : '也点头，只是要留心') : d.alternative ? `更偏向${d.alternative}` : '给的是“再等等”'}。`,
  ],
  decisionSingle: [
    (d, c, warns) =>
      `只有一张牌，就看${c.card}偏向什么：它看重的是${c.want}。如果${d.action}能让你离这一点更近，它就倾向于支持${c.forward ? '' : '，只是不必急'}；它提防的是${warns}，要是${d.action}会让你陷进去，那就先缓一缓。`,
    (d, c, warns) =>
      `${c.card}偏向${c.want}，提防${warns}。如果${d.action}是朝着前者去的，这张牌倾向于让你去做${c.forward ? '' : '，等你更稳一些的时候'}；如果它会把你拉进后者，那就先别急着${d.action}。`,
    (d, c, warns) => `把“${d.action}”放在${c.card}旁边看：这张牌站在${c.want}这一边，所以${d.action}若是为了这个，它是支持的；它担心的是${warns}，要是${d.action}反而助长了这一点，就先放一放。`,
  ],
  yourCall: ['最后怎么选，还是你说了算。', '这两样哪个更重，只有你自己清楚。', '掂量好了，再做决定也不迟。', '选哪条路，由你来定。'],
  aboutCard: [
    (card, position, topic) => `${card}${position ? `落在“${position}”这个位置，` : '，'}放到${topic}上看，有它具体的意思。`,
    (card, position) => `说到${card}${position ? `（${position}）` : ''}，它补上的是这一点。`,
    (card, _position, topic) => `单就${topic}来说，${card}讲得很具体。`,
    (card, position) => `细看${card}${position ? `这张“${position}”牌` : ''}：`,
  ],
  aboutDetail: [
    (detail, card) => `关于${detail}，最能回应它的是${card}。`,
    (detail, card) => `${detail}这件事，我会去看${card}。`,
    (detail, card) => `落到${detail}上，要读的是${card}。`,
    (detail, card) => `单看${detail}，可以从${card}说起。`,
  ],
  towardPerson: [(person, card) => `放到你和${person}之间，${card}的意思是：`, (person) => `对你和${person}来说，可以这样理解：`, (person, card) => `${card}用在${person}身上，大概是这样：`],
  fear: [
    (card, is, isNot) => `${card}说的是${is}，不是${isNot}。`,
    (card, is, isNot) => `不是的，${card}不是${isNot}，它讲的是${is}。`,
    (card, is, isNot) => `直说吧：${card}代表${is}，并不是${isNot}。`,
    (card, is, isNot) => `会担心很正常，但${card}是${is}，不是${isNot}。`,
  ],
  pointsTo: [(_card, topic) => `放在${topic}上，它真正指向的是：`, (card) => `${card}真正想提醒你的，是这一点：`, () => '它指向的其实是另一件事：'],
  body: [
    (part) => `至于${part ?? '身体的感觉'}，如果一直疼或者越来越严重，请找医生或康复治疗师看看。这是检查能回答的事，牌回答不了。`,
    (part) => `也别让一张牌代替检查：${part ?? '身体'}要是一直不舒服，去看看医生或康复治疗师，才知道到底怎么回事。`,
    (part) => `${part ?? '身体'}的情况，最该问的是医生或康复治疗师，牌看不到他们能看到的东西。`,
  ],
  urgent: [
    '胸口发紧、心慌心悸这样的感觉，该问的是医生，不是牌：请尽快去医院看一看。如果同时出现胸痛并往手臂、下巴或后背放射，喘不上气、出冷汗或快要晕倒，请立刻拨打120。',
    '这种身体信号，别用一张牌去解释它：胸闷、心跳异常值得尽快让医生检查；要是伴随剧烈胸痛、呼吸困难或头晕眼黑，请马上拨打120。',
  ],
  nextStep: [
    (card) => `下一步，可以跟着${card}走。`,
    (card) => `先从${card}入手，它是这组牌里最落地的一张。`,
    (card) => `要问接下来做什么，答案在${card}身上。`,
    (card) => `让${card}带你迈出一小步。`,
  ],
  timing: [
    (card, essence) => `牌不给具体日子。${card}描绘的是一个阶段：${essence}；等这一段走完，事情才更容易动起来。`,
    (card, essence) => `与其问“什么时候”，${card}给的是一个条件：${essence}。留意它什么时候开始变。`,
    (card, essence) => `把它当成一个季节，而不是日期：${card}，${essence}，得先慢慢走过去。`,
  ],
  lean: {
    yes: [
      (card, essence) => `照眼下的牌面，偏向“可以”，关键在${card}：${essence}。`,
      (card) => `整体偏向“是”，要照顾好的是${card}这一环。`,
      (card, essence) => `牌面往“是”那边倾斜，前提落在${card}上：${essence}。`,
    ],
    no: [
      (card, essence) => `照眼下的牌面，偏向“还不到时候”，转机要从${card}来：${essence}。`,
      (card) => `目前偏向“否”，${card}说明了要变的是哪一块。`,
      (card, essence) => `暂时偏向“不”。能让局面松动的，是${card}：${essence}。`,
    ],
    mixed: [
      (card, essence) => `牌面没有落在“是”或“否”上，要看${card}：${essence}。`,
      (card) => `两种走向都有可能，分岔点在${card}。`,
      (card, essence) => `说不上明确的是或否，关键是${card}——${essence}。`,
    ],
  },
  otherPerson: [
    (person, card, essence) => `${person}心里怎么想，只有${person}自己能告诉你。${card}照见的是${essence}，而你怎么面对${person}，是你能做主的部分。`,
    (person, card, essence) => `我读不了${person}的心，牌也读不了。${card}显示的是你们之间的样子：${essence}。`,
    (person, card, essence) => `你和${person}之间，${card}呈现的是${essence}。多看${person}实际怎么做，也把你需要的说清楚。`,
  ],
  general: [
    (card, essence, topic) => `在${topic}上，这一问要回到${card}：${essence}。`,
    (card, essence) => `最能回答这个的是${card}，它的画面是${essence}。`,
    (card, essence) => `这里可以看${card}——${essence}。`,
  ],
  unrelated: [
    '这个已经超出这次牌面了，我就不多说了；关于你抽到的牌或者你的问题，我们可以接着聊。',
    '这里我只能陪你聊这次的解读。想问哪张牌、或者回到你的问题，都可以。',
    '这组牌是为你刚才的问题抽的，这一问我先不接了。关于这几张牌，你还想知道什么？',
  ],
  recall: [(f) => `解读里说的“${f}”，就是这个意思。`, (f) => `这也呼应了解读里那句“${f}”。`, (f) => `可以再想想解读里的“${f}”。`],
  invite: ['还有哪张牌让你在意，也可以问我。', '其他几张牌也可以一起细看。', '想再往下看，说一张牌或一个位置就好。'],
  themes: [(a, b) => `这里它带着${a}和${b}的意味。`, (a, b) => `想想${a}，还有${b}。`, (a, b) => `它说的是${a}与${b}。`],
  someone: '对方',
  majorIs: [
    '凭着信任迈出的新起点',
    '把本事和专注用起来',
    '安静的直觉与耐心',
    '成长、照料与丰盛',
    '秩序和稳定的掌控',
    '传统、教导与共同的价值',
    '一个从心出发、看重价值的选择',
    '向前推进的意志',
    '沉稳的力量和耐心',
    '退一步、静下来想一想的时候',
    '循环的转动，一直在走的变化',
    '公平，以及自己选择的分量',
    '一段让你换个角度看事情的停顿',
    '一个结束，为接下来的事腾出地方',
    '平衡和稳稳的调和',
    '看清是什么绑住了你，也就看清了能松开什么',
    '计划被打乱，把不稳的东西震出来',
    '难关之后的希望与复原',
    '不确定和混杂的信号',
    '清晰、温暖与顺利',
    '一次清算，也是一声召唤',
    '完成，一个周期走圆了',
  ],
  heldBack: (is) => `${is}，只是眼下受了阻、走了样`,
  easing: (is) => `${is}，而且那份压力正在慢慢松开`,
  suitIs: {
    Wands: '干劲、行动和势头上的事',
    Cups: '感受和亲近上的事',
    Swords: '想法、言语和紧张感上的事',
    Coins: '实际、日常的事务',
  },
  isNot: {
    body: '受伤或生病的预告',
    fail: '你会失败的判决',
    leave: '有人会离开你的预告',
    money: '你会赔钱的预告',
    general: '对未来下的定论',
  },
}
