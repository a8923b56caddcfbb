// Figures for the court cards: a standing youth, a horse with its rider, a throne and a
// seated ruler, plus the small carvings and backgrounds that tell the suits apart.
// Each helper draws in its own local units (feet or seat at the origin) and is placed
// with kit.mjs `place`, so one drawing serves every size. Pure string building.
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, star, crescent, spiral } from '../kit.mjs'

export const SKIN = C.ivory
export const HAIR = '#6b4a2e'
export const GREY = '#cfc8b8'

/** A limb or any thick round-capped stroke through the given points. */
export const limb = (points, color, width) => path(`M${points.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}`, line(color, width))

/** A head facing `dir` (+1 right, -1 left, 0 front): the eye and nose show where the figure looks. */
export function head(x, y, r, { dir = 0, hair = HAIR, beard = null, veil = null } = {}) {
  const parts = []
  if (veil)
    parts.push(
      path(
        `M${n1(x - r * 1.25)} ${n1(y + r * 2.6)}Q${n1(x - r * 1.5)} ${n1(y - r * 1.4)} ${n1(x)} ${n1(y - r * 1.35)}Q${n1(x + r * 1.5)} ${n1(y - r * 1.4)} ${n1(x + r * 1.25)} ${n1(y + r * 2.6)}Z`,
        fill(veil),
      ),
    )
  parts.push(circle(x, y, r, fill(SKIN)))
  // Hair as a cap over the top of the head, falling behind on the side turned away.
  parts.push(path(`M${n1(x - r)} ${n1(y + r * 0.1)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + r)} ${n1(y + r * 0.1)}Q${n1(x + r * 0.2 * dir)} ${n1(y - r * 0.55)} ${n1(x - r)} ${n1(y + r * 0.1)}Z`, fill(hair)))
  if (beard)
    parts.push(
      path(
        `M${n1(x - r * 0.85)} ${n1(y + r * 0.2)}Q${n1(x - r * 0.8)} ${n1(y + r * 2.1)} ${n1(x + dir * r * 0.3)} ${n1(y + r * 2.3)}Q${n1(x + r * 0.8)} ${n1(y + r * 2.1)} ${n1(x + r * 0.85)} ${n1(y + r * 0.2)}Q${n1(x)} ${n1(y + r * 0.9)} ${n1(x - r * 0.85)} ${n1(y + r * 0.2)}Z`,
        solid(beard, C.brass, 1),
      ),
    )
  if (dir === 0) {
    parts.push(circle(x - r * 0.36, y, r * 0.11, fill(C.night)), circle(x + r * 0.36, y, r * 0.11, fill(C.night)))
  } else {
    parts.push(circle(x + dir * r * 0.45, y - r * 0.05, r * 0.12, fill(C.night)))
    parts.push(
      poly(
        [
          [x + dir * r * 0.92, y - r * 0.2],
          [x + dir * r * 1.22, y + r * 0.28],
          [x + dir * r * 0.9, y + r * 0.36],
        ],
        fill(SKIN),
      ),
    )
  }
  return parts.join('')
}

// ---------------------------------------------------------------------------
// A standing youth (the pages), feet at (0, 0), about 200 units tall.

/**
 * `arms`: two lists of points from each shoulder (the far arm first), ending at the hand.
 * `dir`: where the page looks. `hat`: 'cap' or 'scarf'. `pattern`: drawn over the tunic.
 */
export function youth({ tunic, trim = C.gold, hose = C.dusk, dir = 0, tilt = 0, arms = [], hat = null, hatColor = C.dusk, pattern = '' }) {
  const shoulderY = -148
  const armPaths = arms.map((pts, i) => {
    const sx = i === 0 ? -20 : 20
    const list = [[sx, shoulderY + 4], ...pts]
    const [hx, hy] = list.at(-1)
    return limb(list, tunic, 11) + circle(hx, hy, 5.5, fill(SKIN))
  })
  const hx = tilt * 6
  return [
    armPaths[0] ?? '',
    limb(
      [
        [-9, -78],
        [-12, -2],
      ],
      hose,
      12,
    ),
    limb(
      [
        [9, -78],
        [13, -2],
      ],
      hose,
      12,
    ),
    ellipse(-15, 0, 11, 5, fill(C.night)),
    ellipse(16, 0, 11, 5, fill(C.night)),
    poly(
      [
        [-22, shoulderY],
        [22, shoulderY],
        [34, -70],
        [-34, -70],
      ],
      solid(tunic, trim, 2),
    ),
    rect(-28, -112, 56, 7, fill(trim), 2),
    pattern,
    rect(-5, shoulderY - 12, 10, 14, fill(SKIN)),
    head(hx, -170, 16, { dir }),
    hat === 'cap' ? ellipse(hx - dir * 2, -184, 19, 7, fill(hatColor), -8 * dir) + path(`M${n1(hx - dir * 12)} ${n1(-188)}q${n1(-dir * 12)} -22 ${n1(-dir * 24)} -18`, line(trim, 3)) : '',
    hat === 'scarf'
      ? path(`M${n1(hx - 17)} -178Q${n1(hx)} -204 ${n1(hx + 17)} -178Z`, fill(hatColor)) +
        path(`M${n1(hx - dir * 14)} -184C${n1(hx - dir * 40)} -180 ${n1(hx - dir * 34)} -140 ${n1(hx - dir * 58)} -126`, line(hatColor, 7))
      : '',
    armPaths[1] ?? '',
  ].join('')
}

// ---------------------------------------------------------------------------
// The horse, in profile facing right, hooves on y = 0 when standing. The rider sits on it.

// One leg: from the hip down in two segments, angles in degrees from straight down (positive = forward).
function leg(x, y, [a1, a2], color, edge) {
  const u = 34
  const l = 36
  const kx = x + u * Math.sin((a1 * Math.PI) / 180)
  const ky = y + u * Math.cos((a1 * Math.PI) / 180)
  const fx = kx + l * Math.sin((a2 * Math.PI) / 180)
  const fy = ky + l * Math.cos((a2 * Math.PI) / 180)
  return (
    limb(
      [
        [x, y],
        [kx, ky],
        [fx, fy],
      ],
      edge,
      13,
    ) +
    limb(
      [
        [x, y],
        [kx, ky],
        [fx, fy],
      ],
      color,
      9,
    ) +
    circle(fx, fy, 5.5, fill(C.night))
  )
}

// Leg angles per gait: far fore, near fore, far hind, near hind (upper, lower).
const GAITS = {
  stand: {
    legs: [
      [4, 0],
      [-2, 0],
      [-6, 4],
      [6, -4],
    ],
    neck: 0,
    tilt: 0,
  },
  walk: {
    legs: [
      [-6, 0],
      [44, -58],
      [-14, 6],
      [12, -8],
    ],
    neck: 14,
    tilt: 0,
  },
  charge: {
    legs: [
      [70, 90],
      [48, 40],
      [-62, -80],
      [-40, -70],
    ],
    neck: 26,
    tilt: 0,
  },
  rear: {
    legs: [
      [78, -30],
      [100, -10],
      [34, -6],
      [20, 10],
    ],
    neck: -12,
    tilt: -24,
  },
}

/**
 * `gait`: stand | walk | charge | rear. `cloth`: the saddle cloth (suit colour). `rider`: drawn on the horse's back (seat at (-4, -52)),
 * between the far legs and the near ones so the near leg and flank sit over the rider's leg.
 */
export function horse({ gait, coat, edge = C.brass, mane, cloth, harness = C.gold, rider = '', riderLeg = '' }) {
  const g = GAITS[gait]
  const [ff, nf, fh, nh] = g.legs
  // Neck and head turn about the withers: a charging horse stretches forward, a rearing one throws its head up.
  const neckHead = group(`rotate(${g.neck} 34 -56)`, [
    path('M22 -74C34 -104 52 -124 70 -128L104 -98C108 -90 104 -82 96 -82L78 -90C68 -80 58 -58 52 -40Z', solid(coat, edge, 2.5)),
    // Mane along the crest, ears, eye, nostril, bridle.
    path('M64 -128C46 -122 30 -104 20 -76', line(mane, 10)),
    poly(
      [
        [66, -130],
        [70, -146],
        [76, -126],
      ],
      solid(coat, edge, 2),
    ),
    circle(80, -114, 3.5, fill(C.night)),
    circle(99, -91, 2.2, fill(C.night)),
    path('M72 -120L88 -86M96 -86L58 -70', line(harness, 3)),
  ])
  const body = [
    leg(28, -46, ff, coat, edge),
    leg(-34, -48, fh, coat, edge),
    // Tail streaming behind the rump.
    path(`M-50 -64C-74 -60 -80 -34 ${gait === 'charge' ? '-96 -46' : '-74 -14'}`, line(mane, 10)),
    neckHead,
    ellipse(-4, -60, 52, 24, solid(coat, edge, 2.5)),
    rect(-18, -86, 30, 8, fill(harness), 3),
    rider,
    leg(20, -46, nf, coat, edge),
    leg(-42, -48, nh, coat, edge),
    // The saddle cloth in the suit colour, and the rider's near leg over it.
    path('M-24 -82H14L10 -50H-20Z', solid(cloth, harness, 2)),
    riderLeg,
  ]
  // Lifted so the standing hooves meet y = 0; rearing pivots the whole horse up about the hind hooves.
  const lifted = group('translate(0 -24)', body)
  return g.tilt ? group(`rotate(${g.tilt} -40 0)`, lifted) : lifted
}

/** A rider seated on the horse (local horse units): helmet, torso, arm to `hand`, near leg hanging. */
export function rider({ armour, cloak, lean = 0, hand, helm = 'plain', crest = C.gold }) {
  const hip = [-4, -84]
  const shoulder = [-4 + lean, -140]
  const top = [shoulder[0] + lean * 0.3, -166]
  const helmet = [
    circle(top[0], top[1], 14, fill(armour)),
    rect(top[0] - 2, top[1] - 2, 15, 5, fill(C.night), 2),
    helm === 'plume' ? [0, 1, 2].map((k) => path(`M${n1(top[0] - 4)} ${n1(top[1] - 12)}q${-14 - k * 6} ${-10 + k * 8} ${-30 - k * 4} ${-4 + k * 12}`, line(crest, 6))).join('') : '',
    helm === 'wings' ? ellipse(top[0] - 8, top[1] - 10, 14, 5, fill(crest), -30) + ellipse(top[0] - 14, top[1] - 4, 12, 4, fill(crest), -20) : '',
    helm === 'plain'
      ? poly(
          [
            [top[0] - 3, top[1] - 14],
            [top[0] + 1, top[1] - 24],
            [top[0] + 5, top[1] - 13],
          ],
          fill(crest),
        )
      : '',
  ].join('')
  return [
    path(
      `M${n1(shoulder[0] - 10)} ${n1(shoulder[1])}C${n1(shoulder[0] - 40)} ${n1(shoulder[1] + 20)} ${n1(hip[0] - 44)} ${n1(hip[1] + 14)} ${n1(hip[0] - 48)} ${n1(hip[1] + 30)}L${n1(hip[0] - 8)} ${n1(hip[1] + 4)}Z`,
      fill(cloak),
    ),
    poly(
      [
        [shoulder[0] - 14, shoulder[1]],
        [shoulder[0] + 14, shoulder[1]],
        [hip[0] + 16, hip[1]],
        [hip[0] - 16, hip[1]],
      ],
      solid(armour, C.gold, 2),
    ),
    helmet,
    limb([[shoulder[0] + 8, shoulder[1] + 6], ...hand], armour, 10),
    circle(hand.at(-1)[0], hand.at(-1)[1], 5.5, fill(SKIN)),
  ].join('')
}

/** The rider's near leg, drawn over the horse's flank. */
export const riderLeg = (armour) =>
  limb(
    [
      [-4, -82],
      [16, -58],
      [10, -30],
    ],
    armour,
    12,
  ) + ellipse(14, -28, 9, 5, fill(C.night))

/** A small crown: a band with points, a pearl on each point. */
export function circlet(cx, base, width, height, tips) {
  const step = width / (tips - 1)
  const left = cx - width / 2
  const outline = [[left, base]]
  for (let i = 0; i < tips; i++) {
    outline.push([left + i * step, base - height])
    if (i < tips - 1) outline.push([left + (i + 0.5) * step, base - height * 0.5])
  }
  outline.push([left + width, base])
  const pearls = Array.from({ length: tips }, (_, i) => circle(left + i * step, base - height, 2.6, fill(C.ivory)))
  return poly(outline, fill(C.gold)) + rect(left - 1, base - 4, width + 2, 6, fill(C.brass), 2) + pearls.join('')
}

// ---------------------------------------------------------------------------
// Thrones and seated rulers, front view, seat top at (0, 0).

/** A throne seen from the front: a tall back with a carving on top, armrests, and a plinth with two side carvings. */
export function throne({ stone = C.dusk, edge = C.brass, top = '', sides = () => '', height = 190 }) {
  return [
    path(`M-58 0V${-height + 30}Q-58 ${-height} 0 ${-height - 14}Q58 ${-height} 58 ${-height + 30}V0Z`, solid(stone, edge, 3)),
    path(`M-44 0V${-height + 40}Q-44 ${-height + 14} 0 ${-height + 4}Q44 ${-height + 14} 44 ${-height + 40}V0Z`, line(edge, 1.5)),
    top,
    rect(-86, -36, 28, 48, solid(stone, edge, 2.5), 4),
    rect(58, -36, 28, 48, solid(stone, edge, 2.5), 4),
    rect(-90, 8, 180, 98, solid(stone, edge, 3), 3),
    sides(-70, 56),
    sides(70, 56),
  ].join('')
}

/**
 * A crowned figure seated on a throne, seen from the front (seat at (0, 0)).
 * `arms`: points from the left then the right shoulder to each hand. `held`: drawn above the lap (in the hands).
 */
export function seated({ robe, cloak, trim = C.gold, arms, beard = null, veil = null, crownTips = 5, dir = 0, lap = '', pattern = '' }) {
  const shoulderY = -98
  const armPaths = arms.map((pts, i) => {
    const list = [[i === 0 ? -22 : 22, shoulderY + 6], ...pts]
    const [hx, hy] = list.at(-1)
    return limb(list, robe, 12) + circle(hx, hy, 6, fill(SKIN))
  })
  return [
    // Cloak over the shoulders and down to the seat, behind the body.
    path(`M-30 ${shoulderY}C-56 -60 -62 -10 -62 12H62C62 -10 56 -60 30 ${shoulderY}Z`, fill(cloak)),
    // Gown: bodice, then the lap and the skirt falling to the feet.
    poly(
      [
        [-24, shoulderY],
        [24, shoulderY],
        [22, -30],
        [-22, -30],
      ],
      solid(robe, trim, 2),
    ),
    // Lap: the thighs come towards us and end in two knees; the skirt falls from them.
    path('M-24 -34H24L46 -8Q50 8 40 12L46 96H-46L-40 12Q-50 8 -46 -8Z', solid(robe, trim, 2)),
    path('M-44 10Q-22 18 0 8Q22 18 44 10M0 8V96', line(trim, 2)),
    pattern,
    ellipse(-18, 100, 12, 5, fill(C.night)),
    ellipse(18, 100, 12, 5, fill(C.night)),
    rect(-6, shoulderY - 14, 12, 16, fill(SKIN)),
    head(0, -124, 17, { dir, beard, veil }),
    circlet(0, -136, 34, 16, crownTips),
    lap,
    ...armPaths,
  ].join('')
}

/** A seated figure in profile facing right, for the Queen of Swords (seat at (0, 0)). */
export function seatedSide({ robe, cloak, trim = C.gold, arms, veil = null }) {
  const list = arms.map((pts) => {
    const all = [[4, -92], ...pts]
    const [hx, hy] = all.at(-1)
    return limb(all, robe, 12) + circle(hx, hy, 6, fill(SKIN))
  })
  return [
    path('M-20 -96C-44 -50 -40 0 -34 96H0Z', fill(cloak)),
    poly(
      [
        [-14, -100],
        [16, -100],
        [20, -4],
        [-18, -4],
      ],
      solid(robe, trim, 2),
    ),
    // Thigh forward along the seat, the gown falling from the knee to the feet.
    path('M-18 -26H52Q62 -22 60 -4L66 96H-16Z', solid(robe, trim, 2)),
    ellipse(70, 100, 13, 5, fill(C.night)),
    rect(-2, -116, 12, 18, fill(SKIN)),
    head(4, -130, 17, { dir: 1, veil }),
    circlet(4, -142, 32, 15, 4),
    ...list,
  ].join('')
}

// ---------------------------------------------------------------------------
// Carvings (about 40 units wide at scale 1), drawn about their centre.

export const lionHead = (x, y, s = 1) =>
  star(x, y, 12, 22 * s, 15 * s, fill(C.gold)) +
  circle(x, y, 13 * s, fill(ACCENT.fire)) +
  circle(x - 5 * s, y - 3 * s, 2 * s, fill(C.night)) +
  circle(x + 5 * s, y - 3 * s, 2 * s, fill(C.night)) +
  poly(
    [
      [x - 4 * s, y + 4 * s],
      [x + 4 * s, y + 4 * s],
      [x, y + 8 * s],
    ],
    fill(C.night),
  )

/** A salamander: a lizard curling in an S, head at the top. */
export const salamander = (x, y, s = 1, color = ACCENT.fire) =>
  path(`M${n1(x)} ${n1(y - 18 * s)}c${n1(14 * s)} ${n1(8 * s)} ${n1(-14 * s)} ${n1(18 * s)} 0 ${n1(26 * s)}s${n1(-6 * s)} ${n1(12 * s)} ${n1(-12 * s)} ${n1(12 * s)}`, line(color, 5 * s)) +
  ellipse(x, y - 20 * s, 5 * s, 6.5 * s, fill(color)) +
  path(`M${n1(x - 8 * s)} ${n1(y - 8 * s)}h${n1(16 * s)}M${n1(x - 6 * s)} ${n1(y + 6 * s)}h${n1(14 * s)}`, line(color, 3 * s))

/** A scallop shell: a fan of ribs over a half disc. */
export const shell = (x, y, s = 1) =>
  path(`M${n1(x - 20 * s)} ${n1(y + 6 * s)}A${n1(20 * s)} ${n1(20 * s)} 0 0 1 ${n1(x + 20 * s)} ${n1(y + 6 * s)}L${n1(x + 5 * s)} ${n1(y + 14 * s)}H${n1(x - 5 * s)}Z`, fill(ACCENT.water)) +
  path([-60, -30, 0, 30, 60].map((a) => `M${n1(x)} ${n1(y + 12 * s)}l${n1(18 * s * Math.sin((a * Math.PI) / 180))} ${n1(-18 * s * Math.cos((a * Math.PI) / 180))}`).join(''), line(C.gold, 2 * s))

/** A butterfly: two pairs of wings about a thin body. */
export const butterfly = (x, y, s = 1, color = ACCENT.air) =>
  ellipse(x - 9 * s, y - 6 * s, 10 * s, 7 * s, fill(color), -30) +
  ellipse(x + 9 * s, y - 6 * s, 10 * s, 7 * s, fill(color), 30) +
  ellipse(x - 7 * s, y + 7 * s, 7 * s, 5 * s, fill(color), 30) +
  ellipse(x + 7 * s, y + 7 * s, 7 * s, 5 * s, fill(color), -30) +
  path(`M${n1(x)} ${n1(y - 10 * s)}V${n1(y + 12 * s)}`, line(C.night, 3 * s))

/** A bull's head, front view, with wide horns. */
export const bullHead = (x, y, s = 1) =>
  path(
    `M${n1(x - 12 * s)} ${n1(y - 8 * s)}Q${n1(x - 30 * s)} ${n1(y - 10 * s)} ${n1(x - 26 * s)} ${n1(y - 26 * s)}M${n1(x + 12 * s)} ${n1(y - 8 * s)}Q${n1(x + 30 * s)} ${n1(y - 10 * s)} ${n1(x + 26 * s)} ${n1(y - 26 * s)}`,
    line(C.ivory, 5 * s),
  ) +
  path(`M${n1(x - 13 * s)} ${n1(y - 12 * s)}H${n1(x + 13 * s)}L${n1(x + 8 * s)} ${n1(y + 14 * s)}Q${n1(x)} ${n1(y + 20 * s)} ${n1(x - 8 * s)} ${n1(y + 14 * s)}Z`, fill(C.gold)) +
  circle(x - 6 * s, y - 3 * s, 2 * s, fill(C.night)) +
  circle(x + 6 * s, y - 3 * s, 2 * s, fill(C.night))

/** A goat's head with curling horns (Capricorn), for the Queen of Pentacles. */
export const goatHead = (x, y, s = 1) =>
  spiral(x - 12 * s, y - 10 * s, 12 * s, 1, -20, -1, line(C.ivory, 4 * s)) +
  spiral(x + 12 * s, y - 10 * s, 12 * s, 1, 200, 1, line(C.ivory, 4 * s)) +
  path(`M${n1(x - 10 * s)} ${n1(y - 12 * s)}H${n1(x + 10 * s)}L${n1(x + 4 * s)} ${n1(y + 14 * s)}H${n1(x - 4 * s)}Z`, fill(C.gold)) +
  path(`M${n1(x - 3 * s)} ${n1(y + 14 * s)}L${n1(x)} ${n1(y + 24 * s)}L${n1(x + 3 * s)} ${n1(y + 14 * s)}`, fill(C.gold))

/** A vine: a wavy stem with leaves and a bunch of grapes. */
export function vine(x1, y, x2, s = 1) {
  const leaves = []
  for (let x = x1 + 12; x < x2; x += 26) leaves.push(ellipse(x, y - 8 * s * ((x / 26) % 2 ? 1 : -1), 7 * s, 4 * s, fill(ACCENT.earth), 30))
  const grapes = [
    [0, 0],
    [-5, 5],
    [5, 5],
    [0, 10],
    [-5, 14],
    [5, 14],
    [0, 19],
  ].map(([dx, dy]) => circle((x1 + x2) / 2 + dx * s, y + 6 * s + dy * s, 3.4 * s, fill('#7b5a8c')))
  return path(`M${n1(x1)} ${n1(y)}${Array.from({ length: Math.ceil((x2 - x1) / 26) }, () => `q6.5 ${-8 * s} 13 0t13 0`).join('')}`, line(ACCENT.earth, 3 * s)) + leaves.join('') + grapes.join('')
}

/** A small cloud: three overlapping puffs on a flat base. */
export const cloud = (x, y, s = 1, color = ACCENT.air, opacity = 0.5) =>
  path(
    `M${n1(x - 30 * s)} ${n1(y)}a${n1(12 * s)} ${n1(12 * s)} 0 0 1 ${n1(14 * s)} ${n1(-14 * s)}a${n1(16 * s)} ${n1(16 * s)} 0 0 1 ${n1(30 * s)} ${n1(-4 * s)}a${n1(12 * s)} ${n1(12 * s)} 0 0 1 ${n1(16 * s)} ${n1(18 * s)}Z`,
    fill(color, opacity),
  )

/** Birds as small Vs. */
export const birds = (list, color = C.ivory, s = 1) =>
  path(
    list
      .map(
        ([x, y, k = 1]) =>
          `M${n1(x - 7 * s * k)} ${n1(y - 4 * s * k)}Q${n1(x - 3 * s * k)} ${n1(y - 4 * s * k)} ${n1(x)} ${n1(y)}Q${n1(x + 3 * s * k)} ${n1(y - 4 * s * k)} ${n1(x + 7 * s * k)} ${n1(y - 4 * s * k)}`,
      )
      .join(''),
    line(color, 2.2 * s),
  )

/** A round tree on a trunk. */
export const tree = (x, foot, h, color = ACCENT.earth) => path(`M${n1(x)} ${n1(foot)}V${n1(foot - h * 0.55)}`, line(C.brass, 4)) + circle(x, foot - h * 0.7, h * 0.3, fill(color))

/** A crescent moon carving. */
export const moonCarving = (x, y, s = 1) => crescent(x, y, 10 * s, 0, fill(C.ivory))
