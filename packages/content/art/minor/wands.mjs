// Scenes for the wands, ace to ten, after the pictures the card texts describe (Waite 1910).
// Keyed by card id; each value draws the art panel's body (see kit.mjs: PANEL, CX, CY) and
// returns an SVG string. The figure, cloud and horse helpers below are shared with cups.mjs.
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, wand, rose, waves } from '../kit.mjs'

const FIRE = ACCENT.fire
const LEAF = ACCENT.earth

// ---------------------------------------------------------------------------
// Helpers for the number cards' scenes.

/** A symbol body placed at (x, y), turned by `rot` degrees and scaled. */
export const at = (x, y, scale, rot, body) => group(`translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)}) scale(${n1(scale * 100) / 100})`, body)

/**
 * A living staff held or planted in a scene: the kit's wand drawn thin, `len` long, centred at
 * (x, y) and turned by `rot`. (Scaling the kit's wand would fatten it along with its length.)
 */
export function staff(x, y, len, rot = 0, w = 8) {
  const h = len / 2
  const leaf = (side, yy) => ellipse(side * (w / 2 + 4), yy, 3.5, 8, fill(FIRE), side * 40)
  return group(`translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})`, [
    rect(-w / 2, -h, w, len, fill(C.brass), w / 2),
    circle(0, -h, w * 0.7, fill(C.gold)),
    leaf(-1, -h * 0.55),
    leaf(1, -h * 0.2),
    leaf(-1, h * 0.15),
  ])
}

/** A soft cloud of overlapping puffs; group opacity keeps it one even shape. */
export function cloud(x, y, w, opacity = 0.35) {
  const r = w / 4.2
  const puffs = [
    [-1.3, 0.25, 0.75],
    [-0.6, -0.25, 1],
    [0.3, -0.35, 1.05],
    [1.15, 0.1, 0.85],
    [0, 0.35, 0.9],
  ]
  return `<g opacity="${opacity}">${puffs.map(([dx, dy, k]) => circle(x + dx * r, y + dy * r, r * k, fill(C.ivory))).join('')}</g>`
}

/**
 * A figure built from joints: a tunic from the shoulders, limbs as thick round-capped strokes
 * and a head. `foot` is the ground line. Poses: stand, walk, seat (on a bench, facing `dir`),
 * kneel. Each arm is a list of points from the shoulder out ([elbow, hand] or [hand]); arms are
 * drawn over the body with a dark edge so folded or crossed arms still read.
 */
export function figure(x, foot, opts = {}) {
  const { s = 1, robe = C.ivory, skin = C.ivory, pose = 'stand', dir = 1, arms = [], lean = 0, nod = 0, legColor = robe } = opts
  const hipY = foot - (pose === 'seat' ? 30 : pose === 'kneel' ? 30 : 36) * s
  const nx = x + lean * s
  const ny = hipY - 34 * s
  const parts = []
  // Legs.
  const leg = (list) => path(`M${list.map(([a, b]) => `${n1(a)} ${n1(b)}`).join('L')}`, line(legColor, 5.5 * s))
  if (pose === 'stand')
    parts.push(
      leg([
        [x - 5 * s, hipY],
        [x - 6 * s, foot],
      ]),
      leg([
        [x + 5 * s, hipY],
        [x + 6 * s, foot],
      ]),
    )
  if (pose === 'walk')
    parts.push(
      leg([
        [x, hipY],
        [x - dir * 13 * s, foot],
      ]),
      leg([
        [x, hipY],
        [x + dir * 8 * s, foot - 16 * s],
        [x + dir * 15 * s, foot],
      ]),
    )
  if (pose === 'seat') {
    parts.push(path(`M${n1(x)} ${n1(hipY)}L${n1(x + dir * 22 * s)} ${n1(hipY)}`, line(robe, 11 * s)))
    parts.push(
      leg([
        [x + dir * 22 * s, hipY],
        [x + dir * 24 * s, foot],
      ]),
    )
  }
  if (pose === 'kneel') {
    parts.push(
      leg([
        [x, hipY],
        [x - dir * 4 * s, foot],
        [x - dir * 22 * s, foot],
      ]),
    )
    parts.push(
      leg([
        [x, hipY],
        [x + dir * 18 * s, hipY + 2 * s],
        [x + dir * 18 * s, foot],
      ]),
    )
  }
  // Tunic: to mid-thigh standing, to the lap seated.
  const hem = pose === 'seat' || pose === 'kneel' ? hipY + 4 * s : hipY + 14 * s
  const flare = pose === 'seat' || pose === 'kneel' ? 13 : 16
  parts.push(
    poly(
      [
        [nx - 10 * s, ny],
        [nx + 10 * s, ny],
        [x + flare * s, hem],
        [x - flare * s, hem],
      ],
      fill(robe),
    ),
  )
  // Head, dropped forward when nodding.
  const hx = nx + dir * nod * 7 * s
  const hy = ny - (11 - nod * 5) * s
  parts.push(circle(hx, hy, 9 * s, fill(skin)))
  // Arms.
  arms.forEach((list, i) => {
    const sx = nx + (i === 0 ? -8 : 8) * s
    const d = `M${n1(sx)} ${n1(ny + 4 * s)}${list.map(([a, b]) => `L${n1(a)} ${n1(b)}`).join('')}`
    parts.push(path(d, line(C.night, 8 * s)), path(d, line(robe, 5.5 * s)))
    const [ex, ey] = list[list.length - 1]
    parts.push(circle(ex, ey, 3.6 * s, fill(skin)))
  })
  return parts.join('')
}

/** Where a figure's head sits, for hats, wreaths and bandages. */
export function headOf(x, foot, { s = 1, pose = 'stand', dir = 1, lean = 0, nod = 0 } = {}) {
  const hipY = foot - (pose === 'seat' || pose === 'kneel' ? 30 : 36) * s
  return [x + lean * s + dir * nod * 7 * s, hipY - 34 * s - (11 - nod * 5) * s]
}

/** A long cloak with a hood, standing or walking, seen from the side or behind. */
export function cloaked(x, foot, { s = 1, cloak = C.night, edge = C.brass, dir = 1, bow = 0 } = {}) {
  const top = foot - 92 * s
  const hx = x + dir * bow * 10 * s
  return [
    path(
      `M${n1(hx - 10 * s)} ${n1(top + 14 * s)}C${n1(x - 20 * s)} ${n1(top + 40 * s)} ${n1(x - 26 * s)} ${n1(foot - 30 * s)} ${n1(x - 28 * s)} ${n1(foot)}H${n1(x + 28 * s)}C${n1(x + 26 * s)} ${n1(foot - 30 * s)} ${n1(x + 20 * s)} ${n1(top + 40 * s)} ${n1(hx + 10 * s)} ${n1(top + 14 * s)}Z`,
      solid(cloak, edge, 2.5 * s),
    ),
    ellipse(hx, top + 8 * s + bow * 6 * s, 12 * s, 14 * s, solid(cloak, edge, 2.5 * s)),
  ].join('')
}

/** A hand reaching out of a cloud: sleeve from the cloud's edge, fist at (x, y), knuckles facing `dir`. */
export function cloudHand(cx, cy, x, y, w = 90) {
  return [path(`M${n1(cx)} ${n1(cy)}L${n1(x)} ${n1(y)}`, line(C.ivory, 13)), cloud(cx, cy, w, 0.5), cloud(cx, cy, w * 0.7, 0.35)].join('')
}

/** A castle on a far hill: a keep and two towers. */
export function castle(x, y, s = 1, color = C.dusk, edge = C.brass) {
  const tower = (tx, h) =>
    rect(tx - 8 * s, y - h * s, 16 * s, h * s, solid(color, edge, 1.5)) +
    poly(
      [
        [tx - 10 * s, y - h * s],
        [tx + 10 * s, y - h * s],
        [tx, y - (h + 14) * s],
      ],
      fill(edge),
    )
  return [rect(x - 22 * s, y - 22 * s, 44 * s, 22 * s, solid(color, edge, 1.5)), tower(x - 22 * s, 36), tower(x + 22 * s, 36), tower(x, 48)].join('')
}

/** A horse walking right: body, arched neck, head, four legs and tail; hooves on `foot`. */
export function horse(x, foot, { s = 1, coat = C.ivory, edge = C.brass } = {}) {
  const px = (v) => n1(x + v * s)
  const py = (v) => n1(foot + v * s)
  const legs = [
    [-34, -4],
    [-22, 6],
    [24, -6],
    [36, 4],
  ]
    .map(([lx, dx]) => `M${px(lx)} ${py(-52)}L${px(lx + dx)} ${py(-24)}L${px(lx + dx * 0.5)} ${py(0)}`)
    .join('')
  return [
    path(legs, line(coat, 8 * s)),
    path(`M${px(-44)} ${py(-62)}C${px(-64)} ${py(-56)} ${px(-66)} ${py(-34)} ${px(-60)} ${py(-20)}`, line(coat, 7 * s)),
    ellipse(x, foot - 64 * s, 48 * s, 22 * s, solid(coat, edge, 2)),
    path(`M${px(26)} ${py(-74)}L${px(46)} ${py(-118)}L${px(60)} ${py(-122)}L${px(84)} ${py(-98)}L${px(78)} ${py(-88)}L${px(58)} ${py(-96)}L${px(50)} ${py(-60)}Z`, solid(coat, edge, 2)),
    poly(
      [
        [x + 48 * s, foot - 120 * s],
        [x + 52 * s, foot - 134 * s],
        [x + 58 * s, foot - 121 * s],
      ],
      fill(coat),
    ),
    circle(x + 62 * s, foot - 110 * s, 2.6 * s, fill(C.night)),
  ].join('')
}

/** A laurel wreath: two arcs of leaves about (x, y). */
export function wreath(x, y, r, color = LEAF) {
  const leaves = Array.from({ length: 10 }, (_, i) => {
    const a = 200 + i * 14
    const rr = (a * Math.PI) / 180
    return ellipse(x + r * Math.cos(rr), y + r * Math.sin(rr) + r * 0.2, r * 0.42, r * 0.2, fill(color), a + 90)
  })
  const right = Array.from({ length: 10 }, (_, i) => {
    const a = -20 - i * 14
    const rr = (a * Math.PI) / 180
    return ellipse(x + r * Math.cos(rr), y - r * Math.sin(rr) + r * 0.2, r * 0.42, r * 0.2, fill(color), -a + 90)
  })
  return [...leaves, ...right].join('')
}

/** The point `d` along a staff turned by `rot` from (x, y), towards its top. */
const along = (x, y, rot, d) => [x + d * Math.sin((rot * Math.PI) / 180), y - d * Math.cos((rot * Math.PI) / 180)]

// Ground and sky pieces used by several scenes.
const sea = (y, h = 40) => rect(26, y, 248, h, fill(ACCENT.water, 0.35)) + waves(34, 266, y + 12, Math.max(1, Math.floor(h / 16)), 12, C.ivory, 1.2)
const ship = (x, y, s = 1) =>
  path(`M${n1(x - 14 * s)} ${n1(y)}H${n1(x + 14 * s)}L${n1(x + 9 * s)} ${n1(y + 7 * s)}H${n1(x - 9 * s)}Z`, fill(C.brass)) +
  poly(
    [
      [x, y - 2 * s],
      [x, y - 26 * s],
      [x + 13 * s, y - 4 * s],
    ],
    fill(C.ivory),
  )

// ---------------------------------------------------------------------------
// The scenes.

// Ace: a hand from a cloud grips a sprouting staff; leaves drift down; a castle on a far hill.
function ace() {
  const drift = [
    [206, 150, 30],
    [224, 214, -20],
    [92, 300, 40],
    [214, 290, 10],
  ]
  return [
    circle(160, 232, 110, fill(C.gold, 0.08)),
    path('M26 392Q120 370 200 388T274 380V434H26Z', fill(C.dusk)),
    castle(226, 386, 0.8),
    at(160, 232, 2.5, 0, wand(FIRE)),
    ...drift.map(([x, y, r]) => ellipse(x, y, 6, 13, fill(FIRE), r)),
    cloudHand(74, 270, 146, 260, 100),
    // The fist closed round the staff, thumb over the fingers.
    rect(138, 244, 44, 32, solid(C.ivory, C.brass, 2), 10),
    path('M144 255H178M144 266H178', line(C.brass, 2)),
    ellipse(148, 244, 12, 6, solid(C.ivory, C.brass, 2), -12),
  ].join('')
}

// Two: on a battlement a man holds a small globe and a staff; a second staff is fixed to the wall.
function two() {
  const merlons = Array.from({ length: 7 }, (_, i) => rect(26 + i * 38, 324, 22, 18, solid(C.dusk, C.brass, 2))).join('')
  const [hx, hy] = [176, 246]
  return [
    sea(274, 52),
    path('M26 282Q70 262 110 278T200 272Z', fill(C.dusk)),
    merlons,
    rect(26, 340, 248, 94, solid(C.dusk, C.brass, 2)),
    path('M26 372H274M26 404H274M70 340v32M150 340v32M230 340v32M110 372v32M190 372v32', line(C.brass, 1.5)),
    staff(238, 248, 180, 0),
    staff(94, 236, 190, 0),
    figure(136, 340, {
      s: 1.45,
      robe: FIRE,
      arms: [
        [
          [102, 262],
          [98, 238],
        ],
        [
          [166, 270],
          [hx - 4, hy + 10],
        ],
      ],
    }),
    circle(hx, hy, 15, solid(ACCENT.water, C.gold, 2.5)),
    path(`M${hx - 15} ${hy}H${hx + 15}M${hx} ${hy - 15}C${hx + 10} ${hy - 6} ${hx + 10} ${hy + 6} ${hx} ${hy + 15}`, line(C.gold, 1.8)),
  ].join('')
}

// Three: seen from behind, a man on a cliff with three staves planted beside him watches ships on the bay.
function three() {
  return [
    sea(196, 110),
    path('M26 196Q60 180 90 192L120 196Z', fill(C.dusk)),
    path('M210 196Q240 176 274 186V196Z', fill(C.dusk)),
    ship(96, 236, 1.2),
    ship(206, 262, 1),
    ship(150, 218, 0.7),
    path('M26 330Q110 300 170 318T274 326V434H26Z', solid(C.dusk, C.brass, 2)),
    staff(62, 266, 200, 0),
    staff(238, 272, 190, 0),
    staff(190, 248, 190, 0),
    // A cloak seen from behind, one hand on the staff at his side.
    cloaked(140, 392, { s: 1.35, cloak: FIRE, edge: C.brass }),
    // The back of his head under the hood.
    ellipse(140, 270, 9, 10, fill(C.brass)),
    path('M160 318L184 300', line(FIRE, 7)),
    circle(185, 300, 4.5, fill(C.ivory)),
  ].join('')
}

// Four: four staves hold up a garland of flowers and fruit; two women raise bouquets; a castle behind.
function four() {
  const swag = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8
    const x = 56 + t * 188
    const y = 132 + Math.sin(t * Math.PI) * 34
    return i % 2 ? circle(x, y, 8, fill(FIRE)) : rose(x, y, 10, C.ivory, C.gold)
  })
  const bouquet = (x, y) => circle(x - 5, y, 6, fill(C.ivory)) + circle(x + 5, y - 2, 6, fill(FIRE)) + circle(x, y - 8, 6, fill(C.gold))
  return [
    castle(150, 296, 1.05),
    path('M26 296H274', line(C.brass, 2)),
    ...[70, 92, 208, 230].map((x) => circle(x, 292, 6, fill(C.brass))),
    path('M26 360Q150 340 274 360V434H26Z', fill(C.dusk)),
    staff(56, 262, 290, 0),
    staff(244, 262, 290, 0),
    staff(96, 254, 250, 0),
    staff(204, 254, 250, 0),
    path('M56 132Q150 200 244 132', line(LEAF, 9)),
    ...swag,
    figure(124, 404, {
      s: 1.25,
      robe: C.ivory,
      arms: [
        [
          [102, 326],
          [94, 298],
        ],
        [[138, 332]],
      ],
    }),
    figure(176, 404, {
      s: 1.25,
      robe: FIRE,
      arms: [
        [[162, 332]],
        [
          [198, 326],
          [206, 298],
        ],
      ],
    }),
    bouquet(94, 292),
    bouquet(206, 292),
  ].join('')
}

// Five: five young men swing their staves at one another in a scuffle.
function five() {
  // [x, foot, facing, tunic, staff angle]: each swings at a neighbour, so the staves cross at different heights.
  const men = [
    [60, 412, 1, FIRE, 58],
    [104, 372, -1, C.ivory, -34],
    [152, 420, 1, C.gold, 24],
    [200, 376, -1, FIRE, -52],
    [244, 410, -1, C.ivory, -18],
  ]
  return [
    path('M26 360Q150 330 274 360V434H26Z', fill(C.dusk)),
    ...men.map(([x, foot, dir, robe, rot]) => {
      const grip = [x + dir * 20, foot - 80]
      const low = along(...grip, rot, -22)
      const [sx, sy] = along(...grip, rot, 44)
      return staff(sx, sy, 160, rot) + figure(x, foot, { s: 0.95, robe, dir, pose: 'walk', arms: [[grip], [low]] })
    }),
  ].join('')
}

// Six: a laurelled rider on a white horse, a wreath tied to his staff, the crowd raising their staves.
function six() {
  // [x, y] of each onlooker's head and where their staff rises, clear of the rider's.
  const crowd = [
    [40, 414, 56, 10],
    [80, 406, 96, 10],
    [212, 412, 226, -6],
    [246, 404, 252, 8],
    [278, 414, 270, -4],
  ]
  const person = ([x, y]) => path(`M${x - 20} ${y + 30}Q${x - 18} ${y + 2} ${x} ${y}Q${x + 18} ${y + 2} ${x + 20} ${y + 30}Z`, fill(C.brass)) + circle(x, y - 12, 13, fill(C.ivory))
  return [
    path('M26 372Q150 352 274 372V434H26Z', fill(C.dusk)),
    ...crowd.map(([, y, sx, rot]) => staff(sx, y - 96, 170, rot)),
    horse(136, 392, { s: 1.2 }),
    // The rider astride: saddle cloth, leg down the horse's flank, tunic, laurelled head.
    rect(108, 290, 56, 24, fill(C.gold), 4),
    path('M136 282L144 322L136 340', line(C.night, 12)),
    path('M136 282L144 322L136 340', line(FIRE, 9)),
    poly(
      [
        [126, 222],
        [146, 222],
        [152, 288],
        [120, 288],
      ],
      fill(FIRE),
    ),
    circle(136, 206, 12, fill(C.ivory)),
    wreath(136, 198, 13),
    path('M142 232L186 222', line(C.night, 10)),
    path('M142 232L186 222', line(FIRE, 7)),
    circle(188, 222, 4.5, fill(C.ivory)),
    staff(188, 170, 200, 0),
    wreath(188, 86, 15),
    ...crowd.map(person),
  ].join('')
}

// Seven: on high ground a young man, staff held crosswise, fends off six staves thrust up from below.
function seven() {
  // Each staff rises from below the panel's lower edge, pointing at the man on the hilltop.
  // Six staves thrust up from the unseen attackers below, their tips stopping short of him at
  // different heights and crossing as they come.
  const below = [
    [40, 116, 300],
    [92, 176, 262],
    [128, 98, 318],
    [176, 214, 306],
    [214, 150, 268],
    [262, 188, 312],
  ].map(([x0, tx, ty]) => {
    const rot = (Math.atan2(tx - x0, 470 - ty) * 180) / Math.PI
    const len = Math.hypot(tx - x0, 470 - ty)
    const [x, y] = along(x0, 470, rot, len / 2)
    return staff(x, y, len, rot)
  })
  return [
    path('M26 434V330Q100 250 150 250T274 300V434Z', solid(C.dusk, C.brass, 2)),
    staff(152, 178, 190, -62),
    figure(150, 254, {
      s: 1.2,
      robe: FIRE,
      pose: 'walk',
      dir: -1,
      arms: [
        [
          [128, 190],
          [116, 196],
        ],
        [
          [176, 170],
          [188, 160],
        ],
      ],
    }),
    ...below,
  ].join('')
}

// Eight: no people; eight staves slant through a clear sky over fields and a river.
function eight() {
  // Eight parallel staves in one flight, evenly spaced across their line of travel.
  const sticks = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = along(150, 204, 62 + 90, (i - 3.5) * 24)
    const [sx, sy] = along(x, y, 62, i % 2 ? 10 : -10)
    return staff(sx, sy, 150, 62)
  })
  return [
    path('M26 340Q110 318 170 334T274 330V434H26Z', fill(C.dusk)),
    path('M26 380Q150 350 274 390V434H26Z', fill(LEAF, 0.55)),
    path('M120 338C150 360 96 390 170 434H214C150 392 200 364 150 338Z', fill(ACCENT.water, 0.6)),
    castle(232, 336, 0.55),
    ...sticks,
  ].join('')
}

// Nine: a man with a bandaged head leans on his staff, eight more standing behind him like a fence.
function nine() {
  const fence = Array.from({ length: 8 }, (_, i) => staff(40 + i * 28 + (i > 3 ? 28 : 0), 240, 210, 0))
  const head = headOf(150, 424, { s: 1.7, lean: -4 })
  return [
    path('M26 380H274V434H26Z', fill(C.dusk)),
    ...fence,
    staff(112, 316, 210, 0),
    figure(150, 424, {
      s: 1.7,
      robe: FIRE,
      lean: -4,
      skin: C.ivory,
      arms: [
        [
          [128, 312],
          [116, 300],
        ],
        [
          [130, 332],
          [118, 330],
        ],
      ],
    }),
    // The bandage: a band round the brow with a knot and a trailing end.
    path(`M${head[0] - 15} ${head[1] - 4}Q${head[0]} ${head[1] - 12} ${head[0] + 15} ${head[1] - 4}`, line(C.night, 9)),
    path(`M${head[0] - 15} ${head[1] - 4}Q${head[0]} ${head[1] - 12} ${head[0] + 15} ${head[1] - 4}`, line(C.ivory, 6)),
    path(`M${head[0] + 14} ${head[1] - 4}l10 8M${head[0] + 14} ${head[1] - 4}l12 -2`, line(C.ivory, 3.5)),
    circle(head[0] - 4, head[1] + 2, 1.8, fill(C.night)),
  ].join('')
}

// Ten: a man bent under ten staves he hugs in front of him, struggling towards houses in the distance.
function ten() {
  const bundle = Array.from({ length: 10 }, (_, i) => {
    const k = i - 4.5
    return staff(190 + k * 6.5, 262 + k * 1.5, 190, 14 + k * 2.2)
  })
  const house = (x, y) =>
    rect(x - 12, y - 16, 24, 16, solid(C.dusk, C.brass, 1.5)) +
    poly(
      [
        [x - 15, y - 16],
        [x + 15, y - 16],
        [x, y - 30],
      ],
      fill(C.brass),
    )
  return [
    path('M26 360Q120 340 200 352T274 346V434H26Z', fill(C.dusk)),
    house(236, 346),
    house(260, 350),
    castle(212, 344, 0.45),
    figure(96, 404, {
      s: 1.45,
      robe: FIRE,
      pose: 'walk',
      lean: 22,
      nod: 1,
      arms: [
        [
          [152, 330],
          [178, 312],
        ],
        [
          [156, 308],
          [182, 290],
        ],
      ],
    }),
    ...bundle,
  ].join('')
}

export const SCENES = {
  Wands01: ace,
  Wands02: two,
  Wands03: three,
  Wands04: four,
  Wands05: five,
  Wands06: six,
  Wands07: seven,
  Wands08: eight,
  Wands09: nine,
  Wands10: ten,
}
