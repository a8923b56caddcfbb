// Scenes for the cups, ace to ten, after the pictures the card texts describe (Waite 1910).
// Keyed by card id; each value draws the art panel's body (see kit.mjs: PANEL, CX, CY) and
// returns an SVG string. The figure, cloud and staff helpers come from wands.mjs.
import { C, ACCENT, fill, line, solid, circle, ellipse, rect, poly, path, cup, star, crescent, waves } from '../kit.mjs'
import { at, cloud, cloaked, figure, headOf, castle, staff, wreath } from './wands.mjs'

const WATER = ACCENT.water
const FIRE = ACCENT.fire
const LEAF = ACCENT.earth
// Two harvest colours for the Three's grapes and pumpkin ribs, kept muted like the accents.
const GRAPE = '#8a6bb0'
const RIND = '#b86a24'

/** A cup of the suit at (x, y), `scale` of the kit's chalice (about 82 units tall), turned by `rot`. */
const chalice = (x, y, scale, rot = 0) => at(x, y, scale, rot, cup(WATER))

/** An open hand, palm up, at (x, y): fingers curl up at the end facing `dir`, the thumb on the near side. */
const palm = (x, y, dir = 1) =>
  [
    ellipse(x + dir * 17, y - 7, 4.5, 9, solid(C.ivory, C.brass, 1.5), dir * 20),
    ellipse(x + dir * 11, y - 8, 4.5, 9, solid(C.ivory, C.brass, 1.5), dir * 10),
    ellipse(x, y, 22, 8, solid(C.ivory, C.brass, 2)),
    ellipse(x - dir * 10, y - 8, 4, 9, solid(C.ivory, C.brass, 1.5), -dir * 35),
  ].join('')

// A pool seen from the side, with water lilies.
const pool = (y) => rect(26, y, 248, 434 - y, fill(WATER, 0.4)) + waves(34, 266, y + 14, 2, 12, C.ivory, 1.2)
const lily = (x, y) => ellipse(x, y, 16, 5, fill(LEAF)) + star(x, y - 4, 6, 8, 3.5, fill(C.ivory))

// ---------------------------------------------------------------------------
// The scenes.

// Ace: a hand from a cloud bears a brimming cup; five streams fall to a lily pond; a dove brings the wafer.
function ace() {
  // The streams brim over the rim and fall wide of the hand into the pond.
  const streams = [-2, -1, 0, 1, 2].map((k) => path(`M${150 + k * 20} 146C${150 + k * 40} 142 ${150 + k * 44} 170 ${150 + k * 40} 380`, line(WATER, 4)))
  return [
    circle(150, 196, 84, fill(C.gold, 0.08)),
    pool(376),
    lily(60, 392),
    lily(240, 396),
    lily(112, 414),
    // The palm from below: sleeve out of the cloud, open hand under the cup's foot.
    path('M48 300L120 276', line(C.ivory, 13)),
    cloud(54, 300, 96, 0.5),
    cloud(54, 300, 66, 0.35),
    ...streams,
    chalice(150, 200, 1.5),
    at(150, 278, 1.5, 0, palm(0, 0)),
    // The dove descends head-first with the wafer marked by a cross.
    ellipse(150, 102, 9, 16, fill(C.ivory)),
    path('M150 96L118 82L140 108ZM150 96L182 82L160 108Z', fill(C.ivory)),
    circle(150, 128, 10, solid(C.ivory, C.gold, 2)),
    path('M150 122V134M144 128H156', line(C.gold, 2)),
  ].join('')
}

// Two: two young people face each other and pledge their cups under the caduceus with the winged lion's head.
function two() {
  const wing = (dir) => [0, 1, 2].map((k) => ellipse(150 + dir * (24 + k * 4), 140 - k * 10, 26 - k * 4, 6, fill(k % 2 ? C.brass : C.gold), dir * (-20 - k * 18))).join('')
  return [
    path('M26 390Q150 370 274 390V434H26Z', fill(C.dusk)),
    castle(150, 384, 0.6),
    // Caduceus: a staff with two serpents, wings, the lion's head on top.
    path('M150 156V240', line(C.gold, 4)),
    path('M150 236q-14 -9 0 -18t0 -18t0 -18t0 -18', line(LEAF, 4)),
    path('M150 236q14 -9 0 -18t0 -18t0 -18t0 -18', line(WATER, 4)),
    wing(-1),
    wing(1),
    star(150, 136, 12, 22, 15, fill(C.brass)),
    circle(150, 136, 13, fill(C.gold)),
    circle(145, 133, 1.8, fill(C.night)),
    circle(155, 133, 1.8, fill(C.night)),
    figure(92, 404, {
      s: 1.45,
      robe: C.ivory,
      dir: 1,
      arms: [
        [[82, 334]],
        [
          [116, 300],
          [128, 282],
        ],
      ],
    }),
    figure(208, 404, {
      s: 1.45,
      robe: WATER,
      dir: -1,
      arms: [
        [
          [184, 300],
          [172, 282],
        ],
        [[218, 334]],
      ],
    }),
    chalice(130, 262, 0.52, 8),
    chalice(170, 262, 0.52, -8),
  ].join('')
}

// Three: three women in a ring raise their cups high over a harvest of pumpkins and grapes.
function three() {
  const grapes = (x, y) =>
    [
      [0, 0],
      [-6, -8],
      [6, -8],
      [-9, -17],
      [0, -17],
      [9, -17],
    ]
      .map(([dx, dy]) => circle(x + dx, y - dy, 5, fill(GRAPE)))
      .join('') + ellipse(x, y - 4, 8, 4, fill(LEAF))
  const pumpkin = (x, y, r) =>
    ellipse(x, y, r * 1.3, r, fill(FIRE)) +
    path(
      `M${x} ${y - r}V${y + r}M${x - r * 0.6} ${y - r * 0.8}Q${x - r * 0.9} ${y} ${x - r * 0.6} ${y + r * 0.8}M${x + r * 0.6} ${y - r * 0.8}Q${x + r * 0.9} ${y} ${x + r * 0.6} ${y + r * 0.8}`,
      line(RIND, 1.5),
    ) +
    rect(x - 2, y - r - 6, 4, 7, fill(LEAF))
  return [
    path('M26 388Q150 368 274 388V434H26Z', fill(C.dusk)),
    figure(80, 392, {
      s: 1.35,
      robe: WATER,
      dir: 1,
      arms: [
        [
          [64, 286],
          [70, 254],
        ],
        [
          [104, 300],
          [112, 222],
        ],
      ],
    }),
    figure(220, 392, {
      s: 1.35,
      robe: C.gold,
      dir: -1,
      arms: [
        [
          [196, 300],
          [188, 222],
        ],
        [
          [236, 286],
          [230, 254],
        ],
      ],
    }),
    figure(150, 404, {
      s: 1.45,
      robe: C.ivory,
      arms: [
        [
          [132, 270],
          [146, 206],
        ],
        [
          [168, 270],
          [154, 206],
        ],
      ],
    }),
    chalice(114, 200, 0.48, -12),
    chalice(150, 184, 0.48),
    chalice(186, 200, 0.48, 12),
    pumpkin(56, 414, 14),
    pumpkin(236, 418, 12),
    pumpkin(104, 422, 10),
    grapes(188, 412),
    grapes(262, 404),
  ].join('')
}

// Four: a young man sits under a tree, arms folded, before three cups; a hand from a cloud offers a fourth.
function four() {
  return [
    path('M26 370Q150 350 274 372V434H26Z', fill(LEAF, 0.45)),
    // The tree he leans against.
    rect(48, 176, 20, 210, fill(C.brass), 4),
    circle(58, 144, 52, fill(LEAF)),
    circle(98, 128, 36, fill(LEAF)),
    circle(40, 110, 30, fill(LEAF)),
    // A grassy hump to sit on, his back to the trunk.
    ellipse(84, 362, 30, 16, fill(LEAF)),
    figure(92, 390, {
      s: 1.45,
      robe: WATER,
      pose: 'seat',
      dir: 1,
      arms: [
        [
          [108, 326],
          [80, 322],
        ],
        [
          [74, 320],
          [104, 318],
        ],
      ],
    }),
    chalice(176, 396, 0.5),
    chalice(214, 400, 0.5),
    chalice(252, 396, 0.5),
    // From the cloud at his side, the fourth cup held out.
    path('M236 176L196 206', line(C.ivory, 10)),
    cloud(240, 170, 80, 0.5),
    cloud(240, 170, 56, 0.35),
    palm(194, 216, -1),
    chalice(192, 188, 0.5),
  ].join('')
}

// Five: a cloaked figure bows over three spilled cups; behind him two still stand; a bridge over the river.
function five() {
  // Lying on its side, rim to the left, its water running out in a pool.
  const spilled = (x, ground) => ellipse(x - 34, ground - 3, 20, 5, fill(WATER, 0.8)) + chalice(x, ground - 15, 0.5, -90)
  return [
    rect(26, 262, 248, 56, fill(WATER, 0.35)),
    waves(34, 266, 280, 2, 14, C.ivory, 1.2),
    path('M164 318Q212 250 264 318', line(C.brass, 10)),
    path('M164 318Q212 250 264 318', line(C.dusk, 5)),
    rect(222, 218, 34, 28, solid(C.dusk, C.brass, 1.5)),
    poly(
      [
        [218, 218],
        [260, 218],
        [239, 200],
      ],
      fill(C.brass),
    ),
    path('M26 316H274V434H26Z', fill(C.dusk)),
    chalice(210, 352, 0.46),
    chalice(250, 360, 0.46),
    // The mourner: a black cloak, back hunched, the hooded head hanging forward and down.
    path('M186 424C190 340 178 262 138 250C116 246 100 262 96 290L84 424Z', solid(C.night, C.brass, 2.5)),
    ellipse(104, 282, 16, 20, solid(C.night, C.brass, 2.5), 28),
    path('M108 300C110 330 120 350 136 360', line(C.brass, 2)),
    spilled(80, 380),
    spilled(70, 420),
    spilled(146, 426),
  ].join('')
}

// Six: in an old courtyard a boy hands a little girl a cup of white star flowers; more such cups stand about.
function six() {
  const flowered = (x, y, scale) =>
    chalice(x, y, scale) + [-12, 0, 12].map((dx, i) => star(x + dx * scale * 1.6, y - 44 * scale - (i === 1 ? 6 : 0), 5, 9 * scale * 1.5, 4 * scale * 1.5, fill(C.ivory))).join('')
  return [
    rect(26, 150, 248, 200, fill(C.dusk)),
    path('M26 150h248M26 200h248M26 250h248M26 300h248M80 150v50M160 150v50M240 150v50M120 200v50M200 200v50M80 250v50M160 250v50M240 250v50M120 300v50M200 300v50', line(C.brass, 1.5)),
    path('M26 120L60 90L94 120Z', fill(C.brass)),
    rect(36, 120, 48, 230, solid(C.navy, C.brass, 2)),
    rect(50, 150, 20, 30, fill(C.gold, 0.6), 10),
    path('M26 350H274V434H26Z', fill(C.night)),
    figure(112, 404, {
      s: 1.5,
      robe: FIRE,
      dir: 1,
      lean: 10,
      nod: 1,
      arms: [
        [
          [140, 330],
          [160, 322],
        ],
      ],
    }),
    figure(196, 404, {
      s: 1.0,
      robe: C.ivory,
      dir: -1,
      arms: [
        [
          [180, 346],
          [176, 330],
        ],
      ],
    }),
    rect(232, 356, 36, 12, solid(C.dusk, C.brass, 1.5)),
    flowered(168, 314, 0.42),
    flowered(52, 408, 0.42),
    flowered(92, 424, 0.34),
    flowered(146, 420, 0.34),
    flowered(238, 410, 0.42),
    flowered(250, 336, 0.36),
  ].join('')
}

// Seven: seen from behind, a figure faces seven cups in a bank of cloud, each holding a vision.
function seven() {
  const visions = [
    (x, y) => circle(x, y, 7, fill(C.ivory)),
    (x, y) => path(`M${x - 6} ${y + 6}Q${x} ${y - 16} ${x + 6} ${y + 6}Z`, fill(C.ivory)) + circle(x, y - 6, 9, fill(C.gold, 0.35)),
    (x, y) => path(`M${x - 8} ${y + 4}q4 -8 8 0t8 0M${x + 8} ${y + 4}v-10`, line(LEAF, 3)),
    (x, y) =>
      rect(x - 7, y - 6, 14, 12, fill(C.dusk)) +
      poly(
        [
          [x - 8, y - 6],
          [x, y - 14],
          [x + 8, y - 6],
        ],
        fill(C.brass),
      ),
    (x, y) => circle(x - 5, y, 4, fill(FIRE)) + circle(x + 5, y, 4, fill(C.ivory)) + circle(x, y - 6, 4, fill(WATER)),
    (x, y) => wreath(x, y - 4, 8),
    (x, y) =>
      path(`M${x - 9} ${y + 4}Q${x - 4} ${y - 10} ${x} ${y - 2}T${x + 9} ${y - 8}`, line(FIRE, 3.5)) +
      poly(
        [
          [x + 5, y - 12],
          [x + 12, y - 10],
          [x + 8, y - 4],
        ],
        fill(FIRE),
      ),
  ]
  const cups = [
    [72, 178],
    [124, 164],
    [176, 164],
    [228, 178],
    [98, 262],
    [150, 252],
    [202, 262],
  ]
  return [
    cloud(150, 206, 260, 0.22),
    cloud(150, 274, 200, 0.18),
    ...cups.map(([x, y], i) => chalice(x, y, 0.44) + at(x, y - 38, 1.5, 0, visions[i](0, 0))),
    // The dreamer from behind: a dark silhouette against the clouds.
    path('M40 434C40 380 60 344 96 336C132 344 152 380 152 434Z', solid(C.night, C.brass, 2)),
    circle(96, 316, 22, solid(C.night, C.brass, 2)),
    path('M138 372L160 336', line(C.night, 12)),
  ].join('')
}

// Eight: by night, a cloaked figure with a staff walks away from eight stacked cups towards bleak hills.
function eight() {
  return [
    // The moon, full and new at once: a crescent face laid over the full disc.
    circle(206, 118, 26, fill(C.ivory)),
    crescent(200, 118, 24, 0, fill(C.gold), 0.6),
    path('M26 250L70 198L112 238L168 178L226 236L274 206V300H26Z', fill(C.dusk)),
    rect(26, 292, 248, 48, fill(WATER, 0.35)),
    waves(34, 266, 306, 2, 14, C.ivory, 1.2),
    path('M26 340H274V434H26Z', fill(C.night)),
    // Five cups below, three above with a gap where one is missing.
    ...[48, 92, 136, 180, 224].map((x) => chalice(x, 398, 0.44)),
    ...[70, 114, 202].map((x) => chalice(x, 360, 0.44)),
    staff(196, 242, 110, 10, 5),
    cloaked(170, 296, { s: 0.85, cloak: FIRE, edge: C.gold, dir: 1 }),
  ].join('')
}

// Nine: a contented man on a bench, arms folded, red cap; nine cups in a row on a curved counter behind him.
function nine() {
  const man = { s: 1.7, pose: 'seat', dir: 1 }
  const [hx, hy] = headOf(138, 420, man)
  const cups = Array.from({ length: 9 }, (_, i) => {
    const x = 46 + i * 26
    const y = 196 - Math.sin((i / 8) * Math.PI) * 40
    return chalice(x, y, 0.34)
  })
  return [
    path('M26 212Q150 130 274 212V300Q150 220 26 300Z', solid(WATER, C.gold, 2)),
    path('M26 212Q150 130 274 212', line(C.gold, 5)),
    ...cups,
    rect(64, 376, 172, 14, fill(C.brass), 4),
    rect(76, 390, 12, 36, fill(C.brass)),
    rect(212, 390, 12, 36, fill(C.brass)),
    figure(138, 420, {
      ...man,
      robe: C.ivory,
      arms: [
        [
          [118, 342],
          [160, 334],
        ],
        [
          [162, 342],
          [120, 334],
        ],
      ],
    }),
    // The red cap and a broad smile.
    path(`M${hx - 16} ${hy - 4}Q${hx} ${hy - 30} ${hx + 16} ${hy - 4}Z`, fill(FIRE)),
    path(`M${hx - 7} ${hy + 5}Q${hx} ${hy + 11} ${hx + 7} ${hy + 5}`, line(C.night, 2)),
  ].join('')
}

// Ten: a couple, arms round each other, raise their free hands to ten cups along a rainbow; two children dance.
function ten() {
  const arc = (r, color) => path(`M${150 - r} 290A${r} ${r * 0.95} 0 0 1 ${150 + r} 290`, line(color, 8))
  // The ten cups ride along the rainbow's outer edge, against the night sky.
  const cups = Array.from({ length: 10 }, (_, i) => {
    const a = ((172 - i * (164 / 9)) * Math.PI) / 180
    return chalice(150 + 112 * Math.cos(a), 290 - 108 * Math.sin(a), 0.32)
  })
  return [
    arc(92, FIRE),
    arc(84, C.gold),
    arc(76, LEAF),
    arc(68, WATER),
    ...cups,
    path('M26 372Q150 352 274 372V434H26Z', fill(LEAF, 0.45)),
    path('M200 372Q226 392 214 434H236Q244 396 220 372Z', fill(WATER, 0.6)),
    rect(236, 338, 26, 20, solid(C.dusk, C.brass, 1.5)),
    poly(
      [
        [232, 338],
        [266, 338],
        [249, 322],
      ],
      fill(C.brass),
    ),
    circle(222, 340, 14, fill(LEAF)),
    figure(84, 410, {
      s: 1.3,
      robe: WATER,
      arms: [
        [
          [66, 320],
          [60, 296],
        ],
        [[104, 340]],
      ],
    }),
    figure(118, 410, {
      s: 1.3,
      robe: C.ivory,
      arms: [
        [[98, 340]],
        [
          [136, 320],
          [142, 296],
        ],
      ],
    }),
    figure(172, 420, { s: 0.75, robe: FIRE, pose: 'walk', arms: [[[160, 372]], [[186, 378]]] }),
    figure(200, 420, { s: 0.75, robe: C.gold, pose: 'walk', dir: -1, arms: [[[186, 378]], [[214, 362]]] }),
  ].join('')
}

export const SCENES = {
  Cups01: ace,
  Cups02: two,
  Cups03: three,
  Cups04: four,
  Cups05: five,
  Cups06: six,
  Cups07: seven,
  Cups08: eight,
  Cups09: nine,
  Cups10: ten,
}
