// Major arcana XV–XXI as scenes: each draws the picture its own text describes
// (packages/content/cards/major.json), after Waite 1910, in the minors' figure style.
// Each function draws the art panel's body (see kit.mjs: PANEL, CX, CY).
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, place, polar, star, sun, crescent, lemniscate, flame, waves, polyline } from '../kit.mjs'
import { GREY, head, limb, horse, tree } from '../minor/figures.mjs'
import { figure } from '../minor/wands.mjs'
import { kneeler } from '../minor/swords.mjs'
import { RED, PURPLE, STONE, BLOND, wing, bare, howler, creature, face, ridge, snow } from './common.mjs'

// XV The Devil: a horned figure with bat wings crouches on a black pedestal, an inverted pentagram above his brow,
// a torch lowered in one hand; a man and a woman, small horns and tails, chained loosely to the pedestal.
function devil() {
  const batWing = (dir) => {
    const x = (v) => n1(150 + dir * v)
    return (
      path(`M${x(14)} 214Q${x(52)} 150 ${x(116)} 126L${x(110)} 236Q${x(98)} 214 ${x(82)} 240Q${x(70)} 218 ${x(52)} 242Q${x(40)} 222 ${x(22)} 240Z`, solid(C.dusk, C.brass, 2)) +
      path(`M${x(14)} 214L${x(110)} 236M${x(14)} 214L${x(82)} 240M${x(14)} 214L${x(52)} 242`, line(C.brass, 2))
    )
  }
  const horns = (x, y) =>
    poly(
      [
        [x - 7, y],
        [x - 5, y - 12],
        [x - 2, y],
      ],
      fill(C.ivory),
    ) +
    poly(
      [
        [x + 2, y],
        [x + 5, y - 12],
        [x + 7, y],
      ],
      fill(C.ivory),
    )
  return [
    poly(
      Array.from({ length: 5 }, (_, i) => polar(150, 104, 20, 90 + i * 144)),
      line(C.gold, 3),
    ),
    batWing(-1),
    batWing(1),
    // The crouching body on the pedestal.
    path('M130 208H170L176 262H124Z', fill('#5a4632')),
    limb(
      [
        [128, 262],
        [110, 252],
        [116, 282],
      ],
      '#5a4632',
      12,
    ),
    limb(
      [
        [172, 262],
        [190, 252],
        [184, 282],
      ],
      '#5a4632',
      12,
    ),
    limb(
      [
        [132, 214],
        [110, 196],
        [104, 170],
      ],
      '#5a4632',
      10,
    ),
    circle(104, 168, 7, fill(C.brass)),
    limb(
      [
        [168, 214],
        [190, 238],
        [200, 256],
      ],
      '#5a4632',
      10,
    ),
    path('M202 258L218 304', line(C.brass, 5)),
    group('rotate(180 220 312)', flame(220, 322, 26, ACCENT.fire)),
    // Goat head with curved horns.
    path('M136 170Q118 150 124 130M164 170Q182 150 176 130', line(C.ivory, 6)),
    path('M134 162H166L160 200Q150 210 140 200Z', fill(C.brass)),
    circle(143, 176, 3, fill(ACCENT.fire)),
    circle(157, 176, 3, fill(ACCENT.fire)),
    rect(104, 282, 92, 56, solid(C.night, C.brass, 3), 3),
    circle(150, 314, 9, line(C.gold, 4)),
    path('M142 318L98 356M158 318L202 356', `${line(C.gold, 3)} stroke-dasharray="6 4"`),
    // The man's tail ends in a flame, the woman's in a bunch of grapes.
    bare(84, 432, 0.46, { dir: 1, extra: horns(0, -186) + path('M-18 -80q-30 10 -26 40', line(C.ivory, 4)) + flame(-44, -36, 16, ACCENT.fire) }),
    bare(216, 432, 0.46, {
      dir: -1,
      long: true,
      hair: BLOND,
      extra:
        horns(0, -186) +
        path('M18 -80q30 10 26 40', line(C.ivory, 4)) +
        [
          [42, -36],
          [50, -36],
          [46, -28],
          [38, -28],
          [54, -28],
          [46, -20],
        ]
          .map(([x, y]) => circle(x, y, 4.5, fill(PURPLE)))
          .join(''),
    }),
  ].join('')
}

// XVI The Tower: lightning strikes the tower on its crag and blasts off the crown; flames burst from the windows; two figures tumble.
function tower() {
  const falling = (x, y, rot, robe, crowned) =>
    group(`translate(${x} ${y}) rotate(${rot})`, [
      figure(0, 40, {
        s: 0.9,
        robe,
        arms: [
          [
            [-22, -18],
            [-30, -36],
          ],
          [
            [22, -18],
            [32, -30],
          ],
        ],
      }),
      crowned
        ? poly(
            [
              [-8, -42],
              [-8, -54],
              [-3, -48],
              [0, -56],
              [3, -48],
              [8, -54],
              [8, -42],
            ],
            fill(C.gold),
          )
        : '',
    ])
  return [
    poly(
      [
        [56, 434],
        [100, 364],
        [200, 364],
        [244, 434],
      ],
      fill(C.dusk),
    ),
    rect(112, 172, 76, 196, solid(STONE, C.brass, 3)),
    path('M112 172v-12h12v12h12v-12h12v12h12v-12h12v12h12v-12h4v12', solid(STONE, C.brass, 3)),
    path('M136 304a14 14 0 0 1 28 0v30h-28z', fill(ACCENT.fire)),
    path('M124 224a8 8 0 0 1 16 0v20h-16z', fill(ACCENT.fire)),
    path('M160 224a8 8 0 0 1 16 0v20h-16z', fill(ACCENT.fire)),
    flame(132, 180, 34, ACCENT.fire),
    flame(162, 176, 46, ACCENT.fire),
    flame(184, 180, 28, ACCENT.fire),
    group('rotate(-28 96 134)', path('M72 144L76 118L86 132L96 112L106 132L116 118L120 144Z', fill(C.gold))),
    poly(
      [
        [270, 70],
        [216, 110],
        [230, 114],
        [180, 148],
        [194, 152],
        [166, 184],
        [210, 160],
        [196, 156],
        [246, 122],
        [230, 116],
        [274, 84],
      ],
      fill(C.ivory),
    ),
    falling(70, 274, 160, RED, true),
    falling(232, 318, -150, '#3f6f9e', false),
    flame(58, 190, 12, C.gold),
    flame(240, 228, 12, C.gold),
    flame(46, 360, 11, C.gold),
    flame(252, 400, 11, C.gold),
    flame(90, 400, 10, C.gold),
  ].join('')
}

// XVII The Star: a great eight-pointed star and seven small ones; a bare woman kneels at the pool, pouring one jug into it
// and one onto the land, where the water runs off in five streams; a bird in a far tree.
function starCard() {
  const small = [
    [60, 100],
    [240, 100],
    [46, 168],
    [254, 168],
    [66, 232],
    [234, 232],
    [150, 100],
  ]
  const jug = (x, y, rot) =>
    group(`translate(${x} ${y}) rotate(${rot}) scale(0.72)`, [path('M-6 -30H6L5 -20C18 -14 20 6 8 18L10 26H-10L-8 18C-20 6 -18 -14 -5 -20Z', fill(C.gold)), rect(-11, -36, 22, 6, fill(C.brass), 3)])
  return [
    star(150, 184, 8, 62, 20, fill(C.gold)),
    star(150, 184, 8, 42, 15, fill(C.ivory), -67.5),
    circle(150, 184, 8, fill(C.gold)),
    ...small.slice(0, 6).map(([x, y]) => star(x, y, 8, 13, 5, fill(C.gold))),
    star(150, 104, 8, 10, 4, fill(C.gold)),
    path('M26 300Q90 290 150 330L150 434H26Z', fill('#3e4a2e')),
    tree(52, 318, 80, '#4d6a3a'),
    path('M44 252q4 -6 8 0q4 -6 8 0', line(C.ivory, 2.5)),
    path('M150 330Q200 318 274 322V434H150Z', fill(ACCENT.water, 0.45)),
    waves(160, 266, 350, 5, 16, C.ivory, 1.3),
    // Five little streams running off over the land.
    path('M96 376L54 420M100 380L74 428M104 382L98 432M108 380L118 430M112 376L134 420', line(ACCENT.water, 3)),
    kneeler(150, 396, {
      robe: C.ivory,
      head: C.ivory,
      size: 1.3,
      dir: 1,
      arms: [
        [108, 352],
        [200, 346],
      ],
    }),
    path('M146 300C132 310 134 340 140 348', line(BLOND, 7)),
    jug(102, 358, -120),
    jug(206, 352, 120),
    path('M206 372Q212 390 210 410', line(ACCENT.water, 4)),
  ].join('')
}

// XVIII The Moon: a full moon with a sleeping face between two towers, shedding drops of light; a dog and a wolf howl;
// a crayfish crawls from the pool onto the winding path.
function moon() {
  const tower = (x) => rect(x - 16, 208, 32, 112, solid(STONE, C.brass, 2)) + path(`M${x - 16} 208v-10h8v10h8v-10h8v10h8v-10`, solid(STONE, C.brass, 2)) + rect(x - 4, 230, 8, 14, fill(C.gold), 4)
  const dew = [
    [108, 218],
    [150, 228],
    [192, 218],
    [128, 250],
    [172, 250],
  ].map(([x, y]) => flame(x, y, 12, C.gold))
  return [
    sun(150, 132, 44, 16, C.ivory, C.gold),
    crescent(146, 132, 40, 0, fill(C.gold), 0.6),
    face(150, 134, 36, { asleep: true }),
    ...dew,
    ridge([
      [26, 300],
      [80, 270],
      [150, 296],
      [220, 266],
      [274, 292],
    ]),
    tower(50),
    tower(250),
    path('M26 380Q90 350 150 364T274 362V434H26Z', fill('#2f3a4a')),
    path('M150 290Q126 320 150 340T150 400', line(C.ivory, 6)),
    howler(62, 380, 1, C.ivory, 0.9),
    howler(238, 380, -1, GREY, 0.95),
    rect(26, 400, 248, 34, fill(ACCENT.water, 0.45)),
    waves(36, 264, 414, 2, 10, C.ivory, 1.3),
    // The crayfish, claws up.
    ellipse(150, 404, 9, 15, fill(ACCENT.fire)),
    path('M143 394L132 380M157 394L168 380', line(ACCENT.fire, 4)),
    circle(131, 378, 6, fill(ACCENT.fire)),
    circle(169, 378, 6, fill(ACCENT.fire)),
  ].join('')
}

// XIX The Sun: a sun with a human face over a garden wall of sunflowers; a child rides a white horse bareback,
// arms open, a long red banner rippling behind.
function sunCard() {
  const wavy = Array.from({ length: 12 }, (_, i) => {
    const a = i * 30 + 15
    return polyline(
      Array.from({ length: 8 }, (_, k) => polar(150, 160, 52 + k * 5, a + Math.sin(k * 1.1) * 3.5)),
      line(C.gold, 4),
    )
  })
  const flower = (x, y) => path(`M${x} ${y}V330`, line(ACCENT.earth, 4)) + star(x, y, 10, 15, 8, fill(C.gold)) + circle(x, y, 7, fill('#5a3a1a'))
  const child = [
    // Seated astride: body, open arms, a wreath and a red feather; the banner's staff in the far hand.
    path('M-64 -170Q-110 -200 -150 -170Q-120 -150 -150 -120Q-110 -150 -64 -126Z', fill(RED)),
    path('M-58 -176V-110', line(C.brass, 4)),
    limb(
      [
        [-10, -128],
        [-34, -140],
        [-58, -150],
      ],
      C.ivory,
      9,
    ),
    limb(
      [
        [10, -128],
        [34, -144],
        [52, -164],
      ],
      C.ivory,
      9,
    ),
    poly(
      [
        [-12, -134],
        [12, -134],
        [16, -86],
        [-16, -86],
      ],
      fill(C.ivory),
    ),
    head(0, -150, 14, { dir: 1, hair: BLOND }),
    [-12, -6, 0, 6, 12].map((dx) => circle(dx, -162 + Math.abs(dx) * 0.4, 3.5, fill(ACCENT.earth))).join(''),
    path('M4 -164q10 -20 22 -22', line(RED, 4)),
  ].join('')
  return [
    star(150, 160, 12, 92, 54, fill(C.gold)),
    ...wavy,
    circle(150, 160, 50, fill(C.gold)),
    face(150, 162, 42),
    flower(60, 300),
    flower(110, 290),
    flower(190, 290),
    flower(240, 300),
    rect(26, 330, 248, 40, fill(STONE)),
    path('M26 350H274M60 330v20M120 330v20M180 330v20M240 330v20M90 350v20M150 350v20M210 350v20', line(C.brass, 2)),
    path('M26 370H274V434H26Z', fill('#3e4a2e')),
    place(
      150,
      434,
      0.8,
      horse({
        gait: 'walk',
        coat: C.ivory,
        mane: GREY,
        cloth: C.ivory,
        harness: C.brass,
        rider: child,
        riderLeg: limb(
          [
            [-4, -82],
            [16, -58],
            [10, -36],
          ],
          C.ivory,
          9,
        ),
      }),
    ),
  ].join('')
}

// XX Judgement: an angel leans out of the clouds blowing a trumpet hung with a red-cross banner;
// below, a man, a woman and a child rise from coffins floating on the water, arms raised; snowy mountains behind.
function judgement() {
  const coffin = (x) =>
    poly(
      [
        [x - 24, 388],
        [x + 24, 388],
        [x + 20, 412],
        [x - 20, 412],
      ],
      solid(STONE, C.brass, 2),
    )
  return [
    ridge([
      [26, 330],
      [60, 270],
      [96, 320],
      [204, 320],
      [240, 262],
      [274, 300],
    ]),
    snow(60, 270, 12),
    snow(240, 262, 12),
    rect(26, 372, 248, 62, fill(ACCENT.water, 0.4)),
    waves(36, 264, 420, 1, 12, C.ivory, 1.3),
    wing(96, 140, -1, 70, { color: RED, alt: C.gold, rise: 70 }),
    wing(118, 140, 1, 70, { color: RED, alt: C.gold, rise: 70 }),
    head(104, 120, 15, { dir: 1, hair: BLOND }),
    limb(
      [
        [110, 150],
        [140, 164],
      ],
      C.ivory,
      9,
    ),
    `<g opacity="0.45">${[
      [60, 170, 34],
      [110, 160, 32],
      [160, 172, 28],
      [214, 180, 24],
      [34, 150, 26],
    ]
      .map(([x, y, r]) => circle(x, y, r, fill(C.ivory)))
      .join('')}</g>`,
    path('M118 136L206 196', line(C.gold, 7)),
    poly(
      [
        [196, 184],
        [228, 190],
        [212, 218],
      ],
      fill(C.gold),
    ),
    rect(148, 176, 40, 36, fill(C.ivory)),
    path('M168 180V208M152 192H184', line(RED, 6)),
    // Man, woman (long hair) and child rise, arms up.
    figure(82, 396, {
      s: 1.05,
      robe: C.ivory,
      arms: [
        [
          [70, 330],
          [62, 310],
        ],
        [
          [94, 330],
          [102, 310],
        ],
      ],
    }),
    figure(150, 396, {
      s: 0.8,
      robe: C.ivory,
      arms: [
        [
          [138, 346],
          [134, 330],
        ],
        [
          [162, 346],
          [166, 330],
        ],
      ],
    }),
    figure(218, 396, {
      s: 1.05,
      robe: C.ivory,
      arms: [
        [
          [206, 330],
          [198, 310],
        ],
        [
          [230, 330],
          [238, 310],
        ],
      ],
    }),
    path('M210 318C204 330 206 346 210 350M226 318C232 330 230 346 226 350', line(BLOND, 5)),
    coffin(82),
    coffin(150),
    coffin(218),
  ].join('')
}

// XXI The World: a dancer floats in an oval wreath tied top and bottom with red ribbons, a wand in each hand, a purple sash;
// the four living creatures in the corners, without books now.
function world() {
  const leaves = Array.from({ length: 32 }, (_, i) => {
    const t = (i / 32) * 360
    const r = (t * Math.PI) / 180
    const [x, y] = [150 + 80 * Math.cos(r), 252 + 124 * Math.sin(r)]
    const tangent = (Math.atan2(124 * Math.cos(r), -80 * Math.sin(r)) * 180) / Math.PI
    return ellipse(x, y, 11, 5, fill(i % 2 ? C.gold : ACCENT.earth), tangent + (i % 2 ? 30 : -30))
  })
  const bow = (y) => lemniscate(150, y, 16, line(RED, 6)) + path(`M150 ${y}l-10 14M150 ${y}l10 14`, line(RED, 4))
  return [
    ellipse(150, 252, 80, 124, line(C.brass, 6)),
    ...leaves,
    bow(128),
    bow(376),
    // The dancer: one leg crossed behind the other, the sash wound about her.
    limb(
      [
        [150, 282],
        [144, 338],
      ],
      C.ivory,
      7,
    ),
    limb(
      [
        [150, 282],
        [170, 314],
        [150, 330],
      ],
      C.ivory,
      7,
    ),
    poly(
      [
        [140, 214],
        [160, 214],
        [168, 290],
        [132, 290],
      ],
      fill(C.ivory),
    ),
    path('M128 222Q156 252 170 236Q160 268 174 300Q150 286 134 292Q146 262 128 222Z', fill(PURPLE)),
    limb(
      [
        [140, 222],
        [118, 206],
      ],
      C.ivory,
      6,
    ),
    limb(
      [
        [160, 222],
        [184, 240],
      ],
      C.ivory,
      6,
    ),
    path('M114 190V222M188 228V256', line(C.gold, 4)),
    path('M144 196C138 210 140 224 136 232M156 196C162 210 160 224 164 232', line(BLOND, 5)),
    head(150, 198, 12, { dir: 0, hair: BLOND }),
    creature('angel', 52, 100, 1.1),
    creature('eagle', 248, 100, 1.1),
    creature('bull', 52, 400, 1.1),
    creature('lion', 248, 400, 1.1),
  ].join('')
}

export const SCENES = [devil, tower, starCard, moon, sunCard, judgement, world]
