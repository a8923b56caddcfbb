// Scenes for the swords, Ace to Ten: each draws the key picture of the card's own text
// (packages/content/cards/swords.json), after Waite's 1910 deck, as a bold flat vignette
// with the right number of swords in view. Keyed by card id; each value draws the art
// panel's body (see kit.mjs: PANEL, CX, CY) and returns an SVG string.
//
// The posed figures below (seated, walking, kneeling, lying) are shared with coins.mjs;
// they extend kit.mjs's standing `person` without changing it.
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, star, crescent, crown, flame, waves, rose, person, sword } from '../kit.mjs'

const AIR = ACCENT.air
// Two colours the cards name that the theme lacks: blood red (the heart, the cloth) and storm grey.
export const RED = '#b5474b'
export const STORM = '#4a5178'

// ---------------------------------------------------------------------------
// Drawing helpers.

/** A sword of the suit at any angle, centred on (x, y); 0° is point up. `thin` < 1 narrows it for close rows. */
export const blade = (x, y, deg, s = 1, thin = 1) => group(`translate(${n1(x)} ${n1(y)}) rotate(${n1(deg)}) scale(${n1(s * thin * 100) / 100} ${s})`, sword(AIR))

/** A sword whose grip is at (hx, hy), pointing at `deg` (0° = up): for swords held in a hand. */
export function held(hx, hy, deg, s = 1, thin = 1) {
  const a = (deg * Math.PI) / 180
  return blade(hx + 34 * s * Math.sin(a), hy - 34 * s * Math.cos(a), deg, s, thin)
}

/** A sword pointing at `deg` laid so that the point `t` units from its centre (0 = middle, 34 = grip, -52 = tip) is at (x, y). */
export function bladeAt(x, y, deg, s = 1, t = 0) {
  const a = (deg * Math.PI) / 180
  return blade(x + t * s * Math.sin(a), y - t * s * Math.cos(a), deg, s)
}

/** A sword stuck point down into the ground at (x, ground). */
export const planted = (x, ground, s = 1, lean = 0, thin = 1) => {
  const a = (lean * Math.PI) / 180
  return blade(x - 46 * s * Math.sin(a), ground - 46 * s * Math.cos(a), 180 + lean, s, thin)
}

/** A cloud of overlapping puffs, kept one even tone by the group's opacity. */
export const cloud = (puffs, color = C.ivory, opacity = 0.32) => `<g opacity="${opacity}">${puffs.map(([x, y, r]) => circle(x, y, r, fill(color))).join('')}</g>`

/** A band across the eyes, tied at the back of the head. */
export const blindfold = (x, y, r, color = C.night) =>
  rect(x - r - 1, y - r * 0.3, 2 * r + 2, r * 0.55, fill(color), 2) + path(`M${n1(x + r)} ${n1(y - r * 0.05)}l${n1(r * 0.6)} ${n1(r * 0.7)}`, line(color, r * 0.3))

/** A figure seated facing us: body from the shoulders to the seat, shins below it. */
export function seated(x, seat, { robe = C.ivory, head = C.ivory, arms = [], size = 1 } = {}) {
  const s = size
  const shoulder = seat - 50 * s
  const armLines = arms.map(([hx, hy], i) => `M${n1(x + (i === 0 ? -10 : 10) * s)} ${n1(shoulder + 4 * s)}L${n1(hx)} ${n1(hy)}`)
  return [
    path(`M${n1(x - 10 * s)} ${n1(seat)}V${n1(seat + 36 * s)}M${n1(x + 10 * s)} ${n1(seat)}V${n1(seat + 36 * s)}`, line(robe, 7 * s)),
    poly(
      [
        [x - 11 * s, shoulder],
        [x + 11 * s, shoulder],
        [x + 21 * s, seat + 6 * s],
        [x - 21 * s, seat + 6 * s],
      ],
      fill(robe),
    ),
    armLines.length ? path(armLines.join(''), line(robe, 6 * s)) : '',
    circle(x, shoulder - 12 * s, 9 * s, fill(head)),
  ].join('')
}

/** A figure in mid-stride towards `dir` (1 = right, -1 = left); `back` turns the head to look behind. */
export function walker(x, foot, { robe = C.ivory, head = C.ivory, arms = [], size = 1, dir = 1, back = false } = {}) {
  const s = size
  const shoulder = foot - 70 * s
  const hem = foot - 24 * s
  const armLines = arms.map(([hx, hy], i) => `M${n1(x + (i === 0 ? -9 : 9) * s + dir * 4 * s)} ${n1(shoulder + 4 * s)}L${n1(hx)} ${n1(hy)}`)
  const hx = x + dir * 5 * s
  const hy = foot - 82 * s
  const look = back ? -dir : dir
  return [
    path(`M${n1(x - 3 * s)} ${n1(hem)}L${n1(x - dir * 16 * s)} ${n1(foot)}M${n1(x + 3 * s)} ${n1(hem)}L${n1(x + dir * 18 * s)} ${n1(foot - 2 * s)}`, line(robe, 5 * s)),
    poly(
      [
        [x - 10 * s + dir * 5 * s, shoulder],
        [x + 10 * s + dir * 5 * s, shoulder],
        [x + 16 * s, hem],
        [x - 16 * s, hem],
      ],
      fill(robe),
    ),
    armLines.length ? path(armLines.join(''), line(robe, 6 * s)) : '',
    circle(hx, hy, 9 * s, fill(head)),
    // The nose shows which way the face is turned.
    poly(
      [
        [hx + look * 8 * s, hy - 2 * s],
        [hx + look * 13 * s, hy + 2 * s],
        [hx + look * 8 * s, hy + 4 * s],
      ],
      fill(head),
    ),
  ].join('')
}

/** A figure kneeling on one knee, facing `dir`, its shin along the ground. */
export function kneeler(x, ground, { robe = C.ivory, head = C.ivory, arms = [], size = 1, dir = 1 } = {}) {
  const s = size
  const shoulder = ground - 56 * s
  const armLines = arms.map(([hx, hy], i) => `M${n1(x + (i === 0 ? -8 : 8) * s)} ${n1(shoulder + 4 * s)}L${n1(hx)} ${n1(hy)}`)
  return [
    path(
      `M${n1(x)} ${n1(ground - 18 * s)}L${n1(x + dir * 20 * s)} ${n1(ground - 20 * s)}L${n1(x + dir * 20 * s)} ${n1(ground)}M${n1(x)} ${n1(ground - 14 * s)}L${n1(x - dir * 2 * s)} ${n1(ground - 2 * s)}L${n1(x - dir * 22 * s)} ${n1(ground - 2 * s)}`,
      line(robe, 6 * s),
    ),
    poly(
      [
        [x - 10 * s, shoulder],
        [x + 10 * s, shoulder],
        [x + 15 * s, ground - 14 * s],
        [x - 15 * s, ground - 14 * s],
      ],
      fill(robe),
    ),
    armLines.length ? path(armLines.join(''), line(robe, 6 * s)) : '',
    circle(x + dir * 2 * s, shoulder - 12 * s, 9 * s, fill(head)),
  ].join('')
}

/** A figure lying face down along the ground, head at x1, feet at x2. */
export function prone(x1, x2, y, { robe = C.ivory, head = C.ivory } = {}) {
  const dir = x2 > x1 ? 1 : -1
  return [
    path(`M${n1(x2 - dir * 40)} ${n1(y - 2)}L${n1(x2)} ${n1(y)}M${n1(x2 - dir * 40)} ${n1(y + 6)}L${n1(x2 - dir * 2)} ${n1(y + 9)}`, line(robe, 7)),
    path(`M${n1(x1 + dir * 12)} ${n1(y - 10)}L${n1(x2 - dir * 38)} ${n1(y - 8)}L${n1(x2 - dir * 38)} ${n1(y + 12)}L${n1(x1 + dir * 12)} ${n1(y + 12)}Z`, fill(robe)),
    circle(x1, y + 2, 10, fill(head)),
    // An arm stretched out past the head.
    path(`M${n1(x1 + dir * 14)} ${n1(y + 10)}L${n1(x1 - dir * 18)} ${n1(y + 14)}`, line(robe, 6)),
  ].join('')
}

/** A fist closed round a vertical grip at (x, y). */
const fist = (x, y) => rect(x - 15, y - 16, 30, 32, solid(C.ivory, C.brass, 2), 9) + path(`M${x - 15} ${y - 5}H${x - 4}M${x - 15} ${y + 5}H${x - 4}`, line(C.brass, 2))

// ---------------------------------------------------------------------------
// The scenes.

export const SCENES = {
  // Ace: a hand from a cloud grips an upright sword crowned with olive and palm, gold drops over bare peaks.
  Swords01: () =>
    [
      poly(
        [
          [26, 434],
          [26, 398],
          [66, 356],
          [100, 392],
          [146, 346],
          [196, 394],
          [236, 358],
          [274, 398],
          [274, 434],
        ],
        fill(C.dusk),
      ),
      poly(
        [
          [66, 356],
          [56, 368],
          [76, 368],
        ],
        fill(C.ivory),
      ),
      poly(
        [
          [146, 346],
          [134, 360],
          [158, 360],
        ],
        fill(C.ivory),
      ),
      poly(
        [
          [236, 358],
          [226, 370],
          [246, 370],
        ],
        fill(C.ivory),
      ),
      blade(150, 214, 0, 2.2),
      path('M262 296L168 300', line(C.ivory, 16)),
      cloud(
        [
          [250, 276, 26],
          [268, 300, 24],
          [238, 310, 22],
          [262, 324, 20],
          [226, 288, 16],
        ],
        C.ivory,
        0.55,
      ),
      fist(150, 298),
      // The crown on the point, the olive (left) and the palm (right) hanging from it.
      path('M124 116C104 132 96 152 100 178', line(ACCENT.earth, 3)),
      ...[
        [112, 128, -40],
        [103, 146, -60],
        [100, 164, -80],
        [120, 136, 40],
        [110, 156, 20],
      ].map(([x, y, r]) => ellipse(x, y, 4, 8, fill(ACCENT.earth), r)),
      path('M176 116C196 134 204 154 200 180', line(C.gold, 3)),
      ...[0, 1, 2, 3, 4].map((k) => path(`M${190 + k * 2.4} ${126 + k * 11}l14 -4M${190 + k * 2.4} ${126 + k * 11}l-10 8`, line(C.gold, 2.5))),
      crown(150, 122, 54, 20, 5),
      ...[
        [78, 214],
        [222, 206],
        [66, 262],
        [232, 250],
        [92, 310],
        [208, 330],
      ].map(([x, y]) => flame(x, y, 14, C.gold)),
    ].join(''),

  // Two: a blindfolded woman on a stone bench, arms crossed, two long swords raised; the sea and a crescent behind.
  Swords02: () =>
    [
      crescent(222, 116, 20, 200, fill(C.ivory)),
      rect(26, 250, 248, 90, fill(ACCENT.water, 0.3)),
      waves(26, 274, 272, 3, 20, AIR, 1.5),
      poly(
        [
          [52, 300],
          [64, 284],
          [80, 300],
        ],
        fill(C.dusk),
      ),
      poly(
        [
          [222, 296],
          [238, 278],
          [256, 296],
        ],
        fill(C.dusk),
      ),
      rect(26, 334, 248, 100, fill(C.dusk)),
      seated(150, 346, {
        robe: C.ivory,
        size: 1.4,
        arms: [
          [168, 308],
          [132, 308],
        ],
      }),
      held(132, 308, -42, 1.6),
      held(168, 308, 42, 1.6),
      blindfold(150, 262, 12.6, C.night),
      rect(92, 350, 116, 26, solid(C.brass, C.gold, 2), 3),
      rect(104, 376, 16, 44, fill(C.brass)),
      rect(180, 376, 16, 44, fill(C.brass)),
    ].join(''),

  // Three: three swords through a red heart under grey clouds and slanting rain.
  Swords03: () => {
    const rain = []
    for (let i = 0; i < 26; i++) rain.push(`M${n1(30 + ((i * 53) % 250))} ${n1(130 + ((i * 37) % 280))}l-8 18`)
    return [
      cloud(
        [
          [52, 98, 34],
          [100, 86, 36],
          [152, 96, 34],
          [202, 84, 36],
          [250, 100, 34],
          [80, 124, 26],
          [176, 126, 28],
          [230, 130, 22],
        ],
        STORM,
        1,
      ),
      path(rain.join(''), line(AIR, 2)),
      // The blades pass behind the heart: hilts above it, points out below.
      bladeAt(150, 262, 148, 2.3, -8),
      bladeAt(150, 262, 212, 2.3, -8),
      bladeAt(150, 262, 180, 2.3, 0),
      path('M150 340C104 308 88 276 96 246C104 216 138 214 150 238C162 214 196 216 204 246C212 276 196 308 150 340Z', fill(RED)),
      path('M112 240C104 252 104 266 110 278', line('#d27a7d', 5)),
    ].join('')
  },

  // Four: a knight's stone effigy at prayer on a tomb; three swords hang above, one lies along the tomb; a stained-glass window.
  Swords04: () => {
    const panes = [C.gold, ACCENT.water, RED, ACCENT.earth]
    return [
      path('M36 200V120A30 30 0 0 1 96 120V200Z', solid(C.night, C.brass, 3)),
      ...panes.map((p, i) => rect(42 + (i % 2) * 26, 124 + Math.floor(i / 2) * 36, 22, 32, fill(p), 2)),
      path('M44 118A22 22 0 0 1 88 118Z', fill(C.gold)),
      planted(134, 266, 1.05),
      planted(184, 266, 1.05),
      planted(234, 266, 1.05),
      rect(26, 380, 248, 54, fill(C.dusk)),
      rect(46, 318, 208, 88, solid(C.dusk, C.brass, 3), 3),
      blade(150, 364, -90, 1.3),
      // The effigy: head on the left, hands joined in prayer pointing up.
      rect(54, 306, 192, 12, fill(C.brass), 3),
      // The effigy on its back: head on a cushion, chest raised, feet up, hands joined in prayer.
      rect(52, 292, 34, 14, fill(C.brass), 4),
      path('M84 306V290Q120 274 170 282Q200 286 222 288L226 270Q236 268 238 280L240 306Z', solid(C.ivory, C.brass, 2)),
      circle(74, 282, 14, solid(C.ivory, C.brass, 2)),
      path('M62 278A14 14 0 0 1 88 278Z', fill(C.gold)),
      ellipse(108, 266, 5, 16, solid(C.ivory, C.brass, 2), -4),
      ellipse(116, 266, 5, 16, solid(C.ivory, C.brass, 2), 4),
    ].join('')
  },

  // Five: under torn clouds a smiling man gathers three swords, two lie on the ground; two beaten men walk off to the water.
  Swords05: () =>
    [
      poly(
        [
          [26, 84],
          [84, 110],
          [60, 124],
          [128, 132],
          [100, 150],
          [26, 150],
        ],
        fill(STORM),
      ),
      poly(
        [
          [274, 90],
          [200, 116],
          [232, 126],
          [160, 146],
          [206, 156],
          [274, 150],
        ],
        fill(STORM),
      ),
      poly(
        [
          [140, 176],
          [196, 190],
          [170, 198],
          [232, 206],
          [150, 212],
        ],
        fill(STORM),
      ),
      rect(26, 236, 248, 50, fill(ACCENT.water, 0.3)),
      waves(130, 274, 254, 2, 14, AIR, 1.5),
      rect(26, 280, 248, 154, fill(C.dusk)),
      // The two beaten men, small, walk off towards the water; one hides his face in his hands.
      walker(198, 290, {
        robe: AIR,
        size: 0.7,
        dir: 1,
        arms: [
          [207, 236],
          [211, 238],
        ],
      }),
      walker(240, 286, { robe: AIR, size: 0.62, dir: 1 }),
      blade(196, 396, 84, 1.05),
      blade(226, 418, 98, 1.05),
      held(136, 318, 16, 1.2),
      held(144, 322, 32, 1.2),
      held(78, 372, 180, 1.2),
      person(108, 424, {
        robe: C.gold,
        head: C.ivory,
        size: 1.7,
        arms: [
          [78, 372],
          [138, 320],
        ],
      }),
      path('M100 284Q108 291 116 284', line(C.night, 2.5)),
    ].join(''),

  // Six: a ferryman poles a boat with a hooded woman and a child to the far shore, six swords upright in it; rough water on one side.
  Swords06: () => {
    const swords = [58, 80, 102, 124, 146, 168].map((x, i) => planted(x, 340, 0.72, (i - 2.5) * 2))
    return [
      poly(
        [
          [26, 186],
          [90, 168],
          [160, 176],
          [230, 160],
          [274, 170],
          [274, 200],
          [26, 200],
        ],
        fill(C.dusk),
      ),
      rect(26, 200, 248, 234, fill(ACCENT.water, 0.3)),
      waves(160, 274, 372, 4, 14, AIR, 2),
      path('M34 232H120M50 252H110', line(AIR, 1.5)),
      // The woman, hooded and bowed, and the child beside her, sit behind the swords.
      path('M160 338C154 290 168 266 184 266C202 266 214 290 208 338Z', fill(C.ivory)),
      path('M172 282Q184 270 196 282L194 296H174Z', fill(C.night)),
      circle(146, 304, 10, fill(C.ivory)),
      rect(136, 314, 20, 24, fill(C.ivory), 5),
      ...swords,
      person(236, 344, {
        robe: C.brass,
        head: C.ivory,
        size: 1.2,
        arms: [
          [222, 254],
          [230, 296],
        ],
      }),
      path('M214 150L250 424', line(C.gold, 4)),
      path('M38 334H268L250 372H62Z', solid(C.brass, C.gold, 2.5)),
    ].join('')
  },

  // Seven: a man tiptoes away from striped tents with five swords in his arms, glancing back; two stay planted behind.
  Swords07: () => {
    const tent = (x, w, h, base) => {
      const stripes = [0.2, 0.4, 0.6, 0.8].map((t) => `M${n1(x)} ${n1(base - h)}L${n1(x - w / 2 + w * t)} ${base}`)
      return (
        poly(
          [
            [x, base - h],
            [x + w / 2, base],
            [x - w / 2, base],
          ],
          fill(C.ivory),
        ) +
        path(stripes.join(''), line(RED, 5)) +
        rect(x - 1.5, base - h - 12, 3, 12, fill(C.gold))
      )
    }
    return [
      rect(26, 262, 248, 172, fill(C.dusk)),
      tent(64, 70, 96, 266),
      tent(134, 56, 72, 266),
      walker(214, 266, { robe: STORM, size: 0.44 }),
      walker(232, 266, { robe: STORM, size: 0.44 }),
      walker(250, 266, { robe: STORM, size: 0.44 }),
      planted(58, 410, 1, -6),
      planted(100, 420, 1, 5),
      walker(170, 424, {
        robe: C.gold,
        size: 1.6,
        dir: 1,
        back: true,
        arms: [
          [166, 356],
          [196, 352],
        ],
      }),
      // Five swords carried off in his arms, side by side, points forward and up.
      ...[0, 1, 2, 3, 4].map((i) => held(152 + i * 8, 336 + i * 9, 62, 1.05, 0.72)),
    ].join('')
  },

  // Eight: a bound, blindfolded woman in shallow water among eight swords, a castle on the hill behind.
  Swords08: () => {
    const tower = (x, top) => rect(x - 10, top, 20, 190 - top + 30, fill(STORM)) + path(`M${x - 10} ${top}v-6h6v6h8v-6h6v6`, fill(STORM))
    return [
      path('M160 220Q220 180 274 196V250H160Z', fill(C.dusk)),
      tower(206, 160),
      tower(232, 150),
      rect(206, 176, 30, 44, fill(STORM)),
      rect(26, 250, 248, 184, fill(C.dusk)),
      ellipse(150, 412, 92, 16, fill(ACCENT.water, 0.4)),
      ellipse(70, 380, 34, 8, fill(ACCENT.water, 0.4)),
      ellipse(236, 388, 30, 8, fill(ACCENT.water, 0.4)),
      planted(66, 362, 0.84),
      planted(104, 354, 0.84),
      planted(196, 354, 0.84),
      planted(234, 362, 0.84),
      person(150, 414, { robe: C.ivory, size: 1.9 }),
      // The cords wound round her body and arms.
      path('M124 300L178 312M122 326L180 338M120 352L182 364', line(RED, 4.5)),
      blindfold(150, 258, 17, C.night),
      planted(46, 422, 0.95),
      planted(90, 428, 0.95),
      planted(210, 428, 0.95),
      planted(254, 422, 0.95),
    ].join('')
  },

  // Nine: a woman sits up in bed at night, face in her hands, nine swords in rows on the dark wall; a quilt of roses.
  Swords09: () => {
    const swords = Array.from({ length: 9 }, (_, i) => blade(150 + (i % 2 ? 30 : -30), 88 + i * 18, 90, 0.86))
    const quilt = []
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 6; c++) {
        const [x, y] = [58 + c * 37, 358 + r * 30]
        quilt.push((r + c) % 2 ? rose(x, y, 9, RED, C.gold) : star(x, y, 4, 7, 2.6, fill(C.gold)))
      }
    return [
      rect(26, 68, 248, 366, fill(C.night)),
      ...swords,
      path('M34 434V270Q34 250 54 250H246Q266 250 266 270V434Z', solid(C.dusk, C.brass, 3)),
      // Sitting up, head bowed into her hands: we see her hair, and the hands over her face, elbows out.
      poly(
        [
          [128, 272],
          [172, 272],
          [188, 350],
          [112, 350],
        ],
        fill(C.ivory),
      ),
      path('M130 276L116 310L140 284M170 276L184 310L160 284', line(C.ivory, 9)),
      path('M116 310L140 284M184 310L160 284', line(C.brass, 1.5)),
      circle(150, 260, 15, fill(C.brass)),
      ellipse(141, 274, 8, 12, solid(C.ivory, C.brass, 2), -20),
      ellipse(159, 274, 8, 12, solid(C.ivory, C.brass, 2), 20),
      rect(40, 340, 220, 64, solid(C.dusk, C.brass, 2), 6),
      ...quilt,
      rect(40, 404, 220, 30, solid(C.brass, C.gold, 2)),
    ].join('')
  },

  // Ten: a figure lies face down on the shore under ten swords and a red cloth; the black sky turns gold at the horizon.
  Swords10: () => {
    // Upright in a row down his back, every other one driven deeper, so all ten hilts show.
    const swords = Array.from({ length: 10 }, (_, i) => planted(76 + i * 16.5, i % 2 ? 400 : 384, 1.4, (i - 4.5) * 0.8, 0.62))
    return [
      rect(26, 68, 248, 366, fill(C.night)),
      cloud(
        [
          [40, 96, 40],
          [96, 84, 36],
          [150, 100, 34],
          [206, 86, 40],
          [262, 100, 36],
          [70, 128, 26],
          [236, 130, 24],
        ],
        STORM,
        0.7,
      ),
      rect(26, 308, 248, 16, fill(C.brass)),
      rect(26, 320, 248, 10, fill(C.gold)),
      rect(26, 330, 248, 24, fill(ACCENT.water, 0.45)),
      path('M36 342H100M200 346H264', line(C.gold, 1.5)),
      poly(
        [
          [26, 316],
          [48, 306],
          [70, 316],
        ],
        fill(C.night),
      ),
      rect(26, 354, 248, 80, fill(C.dusk)),
      prone(56, 256, 398, { robe: C.ivory, head: C.ivory }),
      path('M84 386Q150 378 222 388L216 412Q150 404 88 410Z', fill(RED)),
      ...swords,
    ].join('')
  },
}
