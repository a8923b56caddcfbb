// Scenes for the coins (pentacles), Ace to Ten: each draws the key picture of the card's own
// text (packages/content/cards/coins.json), after Waite's 1910 deck, as a bold flat vignette
// with the right number of pentacles in view. Keyed by card id; each value draws the art
// panel's body (see kit.mjs: PANEL, CX, CY) and returns an SVG string.
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, place, star, lemniscate, rose, person, crown, pentacle } from '../kit.mjs'
// The posed figures and the scene colours are shared with the swords.
import { RED, STORM, cloud, seated, walker, kneeler } from './swords.mjs'

const EARTH = ACCENT.earth
const GRAPE = '#6f5a92'
const SPRAY = ACCENT.air

/** A pentacle of radius r centred on (x, y). */
const coin = (x, y, r) => place(x, y, r / 42, pentacle(EARTH))

/** Coins at each [x, y] of a list, all of radius r. */
const coins = (list, r) => list.map(([x, y]) => coin(x, y, r)).join('')

/** A tall wave whose crest curls over at (x, y), foam on its lip. */
const wave = (x, y, opacity) =>
  path(
    `M${x - 46} 300C${x - 30} ${y + 40} ${x - 20} ${y} ${x} ${y}C${x + 16} ${y} ${x + 22} ${y + 10} ${x + 16} ${y + 18}C${x + 10} ${y + 12} ${x + 2} ${y + 14} ${x + 4} ${y + 26}C${x + 8} ${y + 60} ${x + 30} 290 ${x + 50} 300Z`,
    fill(ACCENT.water, opacity),
  ) + path(`M${x - 18} ${y + 4}C${x - 6} ${y - 4} ${x + 14} ${y - 2} ${x + 16} ${y + 18}`, line(SPRAY, 2.5))

/** A hooded, bent figure seen from the side: the poor of the Five, the monk of the Three. */
function hooded(x, foot, { robe = STORM, size = 1, dir = 1 } = {}) {
  const s = size
  return [
    path(`M${n1(x - 4 * s)} ${n1(foot - 22 * s)}L${n1(x - dir * 12 * s)} ${n1(foot)}M${n1(x + 4 * s)} ${n1(foot - 22 * s)}L${n1(x + dir * 12 * s)} ${n1(foot)}`, line(robe, 5 * s)),
    path(
      `M${n1(x - 16 * s)} ${n1(foot - 20 * s)}L${n1(x - 10 * s + dir * 4 * s)} ${n1(foot - 74 * s)}Q${n1(x + dir * 10 * s)} ${n1(foot - 96 * s)} ${n1(x + dir * 20 * s)} ${n1(foot - 74 * s)}L${n1(x + 16 * s)} ${n1(foot - 20 * s)}Z`,
      fill(robe),
    ),
    ellipse(x + dir * 12 * s, foot - 74 * s, 5 * s, 7 * s, fill(C.ivory)),
  ].join('')
}

/** A small white dog sitting, facing `dir`. */
const dog = (x, ground, dir) =>
  [
    ellipse(x, ground - 16, 16, 13, fill(C.ivory)),
    path(`M${x + dir * 8} ${ground - 20}L${x + dir * 12} ${ground}`, line(C.ivory, 5)),
    circle(x + dir * 14, ground - 34, 9, fill(C.ivory)),
    ellipse(x + dir * 9, ground - 40, 4, 8, fill(C.brass), dir * -25),
    path(`M${x - dir * 14} ${ground - 14}q${-dir * 12} -4 ${-dir * 10} -18`, line(C.ivory, 4)),
  ].join('')

export const SCENES = {
  // Ace: a hand from a cloud holds up a single pentacle over a garden, a hedge arch opening on distant mountains.
  Coins01: () =>
    [
      rect(26, 330, 248, 104, fill(EARTH, 0.45)),
      poly(
        [
          [104, 352],
          [128, 328],
          [150, 344],
          [172, 322],
          [196, 352],
        ],
        fill(C.dusk),
      ),
      poly(
        [
          [172, 322],
          [164, 330],
          [180, 330],
        ],
        fill(C.ivory),
      ),
      path('M126 434L142 352H158L174 434Z', fill(C.gold, 0.8)),
      path('M84 434V340A66 62 0 0 1 216 340V434', line(EARTH, 20)),
      ...[
        [46, 394],
        [58, 414],
        [244, 398],
        [256, 418],
      ].map(([x, y]) => path(`M${x} ${y + 16}V${y}`, line(EARTH, 3)) + ellipse(x, y - 4, 5, 8, fill(C.ivory))),
      path('M56 256L112 252', line(C.ivory, 18)),
      cloud(
        [
          [42, 240, 24],
          [58, 266, 22],
          [36, 284, 18],
          [64, 230, 16],
        ],
        C.ivory,
        0.55,
      ),
      // The open palm under the coin; the fingers and the thumb close over its rim.
      ellipse(152, 252, 44, 15, solid(C.ivory, C.brass, 2)),
      coin(150, 184, 62),
      ...[
        [190, 238, 20],
        [198, 226, 35],
        [202, 212, 50],
      ].map(([x, y, r]) => ellipse(x, y, 6, 13, solid(C.ivory, C.brass, 2), r)),
      ellipse(118, 238, 6, 14, solid(C.ivory, C.brass, 2), -30),
    ].join(''),

  // Two: a young man dances, keeping two pentacles in play inside an infinity loop; ships ride tall waves behind.
  Coins02: () => {
    const ship = (x, y, s) =>
      group(`translate(${x} ${y}) scale(${s})`, [
        path('M-30 0H30L20 12H-20Z', fill(C.brass)),
        poly(
          [
            [0, -44],
            [0, -2],
            [24, -4],
          ],
          fill(C.ivory),
        ),
        poly(
          [
            [-4, -36],
            [-4, -2],
            [-22, -4],
          ],
          fill(C.ivory),
        ),
      ])
    return [
      // Tall waves that curl over at the crest, the ships riding high on them.
      ...[
        [64, 196, 0.3],
        [204, 180, 0.3],
        [30, 246, 0.45],
        [134, 232, 0.45],
        [250, 244, 0.45],
      ].map(([x, y, o]) => wave(x, y, o)),
      ship(64, 194, 0.8),
      ship(204, 178, 0.8),
      rect(26, 300, 248, 134, fill(C.dusk)),
      walker(150, 420, {
        robe: RED,
        size: 1.5,
        dir: 1,
        arms: [
          [98, 316],
          [202, 340],
        ],
      }),
      // His tall hat; the ribbon loops round both coins, crossing in front of him.
      rect(148, 256, 19, 26, fill(C.brass), 2),
      rect(142, 278, 31, 6, fill(C.brass), 2),
      group('rotate(10 150 328)', lemniscate(150, 328, 84, line(EARTH, 6))),
      coin(94, 318, 26),
      coin(206, 338, 26),
    ].join('')
  },

  // Three: in a stone church a craftsman on a bench carves the arch; a monk and a man with the plans look up; three pentacles in the stone.
  Coins03: () =>
    [
      rect(26, 68, 248, 366, fill(C.dusk)),
      path('M66 434V220Q66 122 150 96Q234 122 234 220V434', solid(C.navy, C.brass, 14)),
      coins(
        [
          [150, 146],
          [122, 192],
          [178, 192],
        ],
        20,
      ),
      rect(26, 414, 248, 20, fill(C.brass)),
      rect(170, 340, 84, 12, fill(C.gold), 2),
      rect(178, 352, 8, 62, fill(C.gold)),
      rect(238, 352, 8, 62, fill(C.gold)),
      walker(214, 340, {
        robe: C.gold,
        size: 1.05,
        dir: 1,
        arms: [
          [232, 262],
          [236, 282],
        ],
      }),
      path('M232 262l12 -10M236 282l4 -12', line(C.ivory, 5)),
      hooded(80, 414, { robe: STORM, size: 1.2, dir: 1 }),
      person(124, 414, {
        robe: RED,
        size: 1.1,
        arms: [
          [112, 360],
          [150, 352],
        ],
      }),
      // The plans, unrolled between his hands.
      rect(110, 340, 46, 28, solid(C.ivory, C.brass, 2), 2),
      path('M116 350H150M116 359H142', line(C.brass, 1.5)),
    ].join(''),

  // Four: a crowned figure clutches one pentacle to his chest, one on his crown and two under his feet; the city behind.
  Coins04: () =>
    [
      path('M26 330V262h20v-30h16v30h24v-48h20v48h88v-36h20v36h26v-58h18v58h16v68Z', fill(STORM)),
      path('M52 252v8M92 236v8M232 224v8M250 224v8', line(C.gold, 4)),
      rect(26, 330, 248, 104, fill(C.dusk)),
      rect(96, 300, 108, 100, solid(C.navy, C.brass, 3), 3),
      seated(150, 350, {
        robe: C.brass,
        size: 1.7,
        arms: [
          [124, 300],
          [176, 300],
        ],
      }),
      crown(150, 236, 40, 14, 4),
      coin(150, 194, 24),
      coin(150, 300, 30),
      path('M124 300Q150 326 176 300', line(C.brass, 8)),
      coin(118, 410, 22),
      coin(182, 410, 22),
    ].join(''),

  // Five: two ragged figures, one on crutches, trudge through snow past a lit church window holding five pentacles.
  Coins05: () => {
    const flakes = [
      [44, 90],
      [92, 120],
      [70, 170],
      [40, 220],
      [110, 210],
      [86, 260],
      [50, 310],
      [130, 150],
      [262, 276],
      [252, 300],
      [240, 90],
      [124, 92],
    ]
    return [
      rect(140, 68, 134, 366, fill(STORM)),
      path('M158 290V140Q158 96 206 88Q254 96 254 140V290Z', solid(C.gold, C.brass, 4)),
      path('M206 92V290M158 190H254', line(C.brass, 3)),
      coins(
        [
          [182, 130],
          [230, 130],
          [206, 190],
          [182, 250],
          [230, 250],
        ],
        18,
      ),
      rect(26, 370, 248, 64, fill(C.ivory)),
      path('M26 372Q90 360 150 374T274 366', line(C.ivory, 8)),
      hooded(206, 400, { robe: C.brass, size: 1.5, dir: -1 }),
      // The one on crutches, a bandage round his head.
      walker(104, 404, {
        robe: ACCENT.air,
        size: 1.5,
        dir: -1,
        arms: [
          [80, 328],
          [128, 328],
        ],
      }),
      path('M80 314L70 404M128 314L126 404', line(C.gold, 4)),
      path('M72 314H88M120 314H136', line(C.gold, 4)),
      rect(82, 270, 30, 7, solid(C.ivory, C.brass, 1.5), 3),
      ...flakes.map(([x, y]) => circle(x, y, 3, fill(C.ivory))),
    ].join('')
  },

  // Six: a merchant holds level scales and drops coins into a kneeling beggar's hand while another waits; six pentacles above.
  Coins06: () => {
    const pan = (x) => path(`M${x} 214L${x - 12} 246M${x} 214L${x + 12} 246`, line(C.gold, 2)) + path(`M${x - 16} 246H${x + 16}A16 10 0 0 1 ${x - 16} 246Z`, fill(C.gold))
    return [
      coins(
        [
          [100, 100],
          [150, 100],
          [200, 100],
          [125, 142],
          [175, 142],
          [150, 184],
        ],
        19,
      ),
      rect(26, 400, 248, 34, fill(C.dusk)),
      path('M102 214V236M78 214H126', line(C.gold, 4)),
      pan(78),
      pan(126),
      person(150, 420, {
        robe: RED,
        size: 1.6,
        arms: [
          [104, 236],
          [188, 326],
        ],
      }),
      ...[
        [194, 342],
        [197, 356],
        [200, 370],
      ].map(([x, y]) => circle(x, y, 4, fill(C.gold))),
      kneeler(220, 424, {
        robe: STORM,
        size: 1.1,
        dir: -1,
        arms: [
          [200, 384],
          [206, 384],
        ],
      }),
      kneeler(62, 424, {
        robe: STORM,
        size: 1.1,
        dir: 1,
        arms: [
          [80, 370],
          [84, 376],
        ],
      }),
    ].join('')
  },

  // Seven: a young farmer leans on his hoe and studies a leafy bush hung with seven pentacles.
  Coins07: () => {
    const leaves = [
      [190, 200, 44],
      [150, 250, 40],
      [232, 252, 40],
      [194, 280, 46],
      [160, 316, 34],
      [230, 320, 34],
    ]
    return [
      rect(26, 380, 248, 54, fill(C.dusk)),
      path('M196 380V300', line(C.brass, 8)),
      ...leaves.map(([x, y, r]) => circle(x, y, r, fill(EARTH))),
      coins(
        [
          [178, 176],
          [218, 196],
          [146, 232],
          [196, 240],
          [240, 270],
          [160, 292],
          [208, 318],
        ],
        17,
      ),
      path('M104 272L96 420M84 418H108', line(C.gold, 5)),
      person(70, 420, {
        robe: C.brass,
        size: 1.45,
        arms: [
          [102, 280],
          [100, 292],
        ],
      }),
      ellipse(101, 286, 5, 7, fill(C.ivory)),
    ].join('')
  },

  // Eight: a craftsman at his bench carves a pentacle; six finished ones hang on a post, one waits on the ground; the town far off.
  Coins08: () =>
    [
      path('M40 190v-20h10v-10h10v30h12v-16h12v16Z', fill(STORM)),
      path('M26 196Q90 186 150 196T274 190V434H26Z', fill(C.dusk)),
      path('M250 100V420', line(C.brass, 10)),
      coins(
        [
          [226, 116],
          [226, 158],
          [226, 200],
          [226, 242],
          [226, 284],
          [226, 326],
        ],
        18,
      ),
      seated(92, 352, {
        robe: C.gold,
        size: 1.4,
        arms: [
          [134, 300],
          [136, 334],
        ],
      }),
      rect(56, 352, 70, 12, fill(C.brass), 2),
      rect(62, 364, 8, 52, fill(C.brass)),
      rect(112, 364, 8, 52, fill(C.brass)),
      rect(136, 352, 58, 64, solid(C.navy, C.brass, 2), 3),
      coin(164, 332, 22),
      // The hammer raised and the chisel set on the coin.
      path('M134 300L150 272', line(C.brass, 4)),
      rect(140, 262, 22, 12, fill(C.ivory), 2),
      path('M136 334L152 326', line(C.ivory, 4)),
      coin(220, 410, 18),
    ].join(''),

  // Nine: a woman in a flowered robe stands among heavy vines, a hooded falcon on her gloved hand, her house behind; nine pentacles.
  Coins09: () => {
    const grapes = (gx, gy) =>
      [
        [0, 0, 8],
        [-8, 6, 7],
        [8, 6, 7],
        [0, 12, 7],
        [0, 22, 6],
      ]
        .map(([dx, dy, r]) => circle(gx + dx, gy + dy, r, fill(GRAPE)))
        .join('')
    const vine = (x, dir) =>
      path(`M${x} 434V170q${-10 * dir} -20 0 -40`, line(C.brass, 5)) +
      [
        [-1, 150],
        [1, 178],
        [-1, 214],
        [1, 246],
      ]
        .map(([side, y]) => ellipse(x + side * 14, y, 7, 14, fill(EARTH), side * 50))
        .join('') +
      grapes(x - dir * 20, 190) +
      grapes(x + dir * 18, 262)
    return [
      poly(
        [
          [108, 150],
          [140, 124],
          [172, 150],
        ],
        fill(C.brass),
      ),
      rect(114, 150, 52, 36, fill(STORM)),
      rect(134, 164, 12, 22, fill(C.gold)),
      rect(26, 372, 248, 62, fill(EARTH, 0.5)),
      vine(56, 1),
      vine(244, -1),
      coins(
        [
          [58, 320],
          [42, 354],
          [76, 354],
          [222, 306],
          [254, 306],
          [222, 340],
          [254, 340],
          [222, 374],
          [254, 374],
        ],
        16,
      ),
      person(150, 420, {
        robe: C.gold,
        size: 1.7,
        arms: [
          [108, 268],
          [168, 330],
        ],
      }),
      ...[
        [140, 330],
        [160, 356],
        [146, 384],
        [158, 312],
      ].map(([x, y]) => rose(x, y, 7, RED, C.ivory)),
      // The falcon, hooded, on the gloved left hand.
      rect(99, 262, 16, 12, fill(C.brass), 3),
      ellipse(108, 238, 13, 22, fill(C.brass)),
      ellipse(114, 242, 7, 18, fill(STORM), -10),
      path('M100 256L92 270M108 258L104 272', line(C.brass, 4)),
      circle(106, 212, 9, fill(RED)),
      poly(
        [
          [97, 212],
          [90, 216],
          [97, 218],
        ],
        fill(C.gold),
      ),
    ].join('')
  },

  // Ten: under a stone arch an old man in a patterned cloak sits with two dogs; a couple and a child nearby; ten pentacles in the Tree of Life.
  Coins10: () => {
    const tree = [
      [150, 88],
      [196, 120],
      [104, 120],
      [196, 156],
      [104, 156],
      [150, 186],
      [196, 222],
      [104, 222],
      [150, 254],
      [150, 290],
    ]
    return [
      path('M26 434V150Q26 96 80 92H220Q274 96 274 150V434H236V170Q236 134 200 130H100Q64 134 64 170V434Z', fill(STORM)),
      rect(26, 404, 248, 30, fill(C.dusk)),
      rect(48, 372, 58, 10, fill(C.brass), 2),
      rect(52, 382, 8, 36, fill(C.brass)),
      rect(94, 382, 8, 36, fill(C.brass)),
      seated(76, 370, { robe: RED, size: 1.25, arms: [[96, 344]] }),
      // His white beard.
      poly(
        [
          [68, 300],
          [84, 300],
          [76, 318],
        ],
        fill(C.ivory),
      ),
      ...[
        [66, 334],
        [86, 352],
        [66, 372],
        [80, 392],
      ].map(([x, y]) => star(x, y, 4, 5, 2, fill(C.gold))),
      path('M98 300V418', line(C.gold, 4)),
      dog(126, 424, 1),
      dog(178, 424, -1),
      person(216, 424, { robe: C.gold, size: 1.2, arms: [[232, 340]] }),
      person(246, 424, { robe: ACCENT.water, size: 1.1, arms: [[232, 340]] }),
      person(196, 424, { robe: C.ivory, size: 0.6 }),
      coins(tree, 15),
    ].join('')
  },
}
