// Original card art for the 78 tarot cards and the card back, built as SVG strings
// from the card data. Pure string building, no I/O: render.mjs turns it into PNGs.
// The drawing kit (palette, shapes, suit symbols, frame) is in kit.mjs; the major
// arcana's scenes are in major/ (three files of seven or eight cards), the minor
// arcana's in minor/, one file per suit and one for the courts.
import {
  C,
  ACCENT,
  SUIT_ELEMENT,
  SUIT_TITLE,
  MAJOR_ELEMENT,
  MAJOR_TITLE,
  ROMAN,
  RANK_TITLE,
  RANK_MARK,
  polar,
  fill,
  line,
  solid,
  circle,
  ellipse,
  rect,
  path,
  group,
  place,
  star,
  spokes,
  crescent,
  person,
  crown,
  symbol,
  CX,
  CY,
  frame,
} from './kit.mjs'
import { MAJOR_SCENES } from './major/index.mjs'
import { MINOR_SCENES } from './minor/index.mjs'

export { ALL_CARD_IDS } from './kit.mjs'
// ---------------------------------------------------------------------------
// Minor arcana.

// Pip positions as [column, row] in units of the column gap and the row span, like playing cards.
const PIPS = {
  2: {
    scale: 1.05,
    span: 88,
    at: [
      [0, -1],
      [0, 1],
    ],
  },
  3: {
    scale: 0.95,
    span: 112,
    at: [
      [0, -1],
      [0, 0],
      [0, 1],
    ],
  },
  4: {
    scale: 0.95,
    span: 88,
    at: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
  },
  5: {
    scale: 0.9,
    span: 104,
    at: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
  },
  6: {
    scale: 0.86,
    span: 112,
    at: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  },
  7: {
    scale: 0.8,
    span: 116,
    at: [
      [-1, -1],
      [1, -1],
      [0, -0.5],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  },
  8: {
    scale: 0.76,
    span: 116,
    at: [
      [-1, -1],
      [1, -1],
      [0, -0.5],
      [-1, 0],
      [1, 0],
      [0, 0.5],
      [-1, 1],
      [1, 1],
    ],
  },
  9: {
    scale: 0.7,
    span: 126,
    at: [
      [-1, -1],
      [1, -1],
      [-1, -1 / 3],
      [1, -1 / 3],
      [0, 0],
      [-1, 1 / 3],
      [1, 1 / 3],
      [-1, 1],
      [1, 1],
    ],
  },
  10: {
    scale: 0.68,
    span: 126,
    at: [
      [-1, -1],
      [1, -1],
      [0, -2 / 3],
      [-1, -1 / 3],
      [1, -1 / 3],
      [-1, 1 / 3],
      [1, 1 / 3],
      [0, 2 / 3],
      [-1, 1],
      [1, 1],
    ],
  },
}
const PIP_GAP = 68
// Cups and pentacles are wider than staves and blades, so they are drawn a little smaller.
const SUIT_PIP_SCALE = { Wands: 1, Cups: 0.92, Swords: 1, Coins: 0.9 }

function pips(suit, rank) {
  const { scale, span, at } = PIPS[rank]
  const s = scale * SUIT_PIP_SCALE[suit]
  return at.map(([col, row]) => place(CX + col * PIP_GAP, CY + row * span, s, symbol(suit))).join('')
}

function ace(suit) {
  const accent = ACCENT[SUIT_ELEMENT[suit]]
  return [
    circle(CX, CY, 88, solid(C.dusk, accent, 3)),
    spokes(CX, CY, 24, 92, 122, line(C.gold, 2.5)),
    spokes(CX, CY, 24, 92, 108, line(C.brass, 2), 7.5),
    place(CX, CY, suit === 'Coins' ? 1.9 : 2.1, symbol(suit)),
  ].join('')
}

// Court figures: the rank's emblem carries the suit symbol.

function page(suit) {
  // A youth holding the suit symbol up before him, on a low hill.
  const accent = ACCENT[SUIT_ELEMENT[suit]]
  return [
    path('M26 420Q150 380 274 420V434H26Z', fill(C.dusk)),
    person(CX, 404, {
      robe: accent,
      head: C.ivory,
      size: 2.1,
      arms: [
        [120, 196],
        [180, 196],
      ],
    }),
    ellipse(CX, 216, 22, 8, fill(C.gold)),
    circle(CX, 210, 12, fill(C.gold)),
    place(CX, 152, 0.82, symbol(suit)),
  ].join('')
}

function knight(suit) {
  // A horse's head in profile, bridled, with the suit symbol borne beside it.
  const accent = ACCENT[SUIT_ELEMENT[suit]]
  const mane = Array.from({ length: 6 }, (_, i) => {
    const t = i / 5
    const [x, y] = [-56 - 6 * Math.sin(t * 3), -62 + t * 120]
    return ellipse(x, y, 9, 16, fill(accent), 20)
  })
  const head = group('translate(176 262)', [
    ...mane,
    path('M-60 150C-78 60 -62 -40 -24 -76L-14 -112L4 -80C34 -62 64 -24 86 16C94 32 90 50 74 54C56 58 40 52 28 44C14 36 4 42 6 62C10 86 22 120 30 150Z', solid(C.ivory, C.brass, 3)),
    ellipse(16, -34, 8, 5, fill(C.night), 30),
    circle(72, 38, 4, fill(C.night)),
    // Bridle: cheek strap and noseband meeting at the bit ring, reins back along the neck.
    path('M-2 -62L38 34M52 0L64 50M38 34L-30 104', line(C.gold, 5)),
    circle(38, 34, 6, line(C.gold, 3)),
    path('M-48 140L26 140', line(C.gold, 6)),
  ])
  return [head, place(76, 200, 0.95 * SUIT_PIP_SCALE[suit], symbol(suit))].join('')
}

function queen(suit) {
  // A crowned face framed by a long veil, the suit symbol held within it.
  const accent = ACCENT[SUIT_ELEMENT[suit]]
  return [
    path('M118 150C84 210 62 320 56 434H244C238 320 216 210 182 150Z', solid(C.dusk, accent, 3)),
    path('M124 156C108 196 114 238 134 252M176 156C192 196 186 238 166 252M100 300C92 340 90 390 92 434M200 300C208 340 210 390 208 434', line(accent, 2.5)),
    ellipse(CX, 192, 22, 29, fill(C.ivory)),
    path('M130 256Q150 272 170 256', line(C.gold, 4)),
    crown(CX, 156, 84, 38, 5),
    place(CX, 340, 1, symbol(suit)),
  ].join('')
}

function king(suit) {
  // A high throne back with its crown, the suit symbol set before it.
  const accent = ACCENT[SUIT_ELEMENT[suit]]
  return [
    path('M70 434V214Q70 172 150 154Q230 172 230 214V434Z', solid(C.dusk, C.brass, 3)),
    path('M90 434V222Q90 194 150 180Q210 194 210 222V434Z', solid(C.night, accent, 2.5)),
    rect(52, 352, 36, 90, solid(C.dusk, C.brass, 3), 4),
    rect(212, 352, 36, 90, solid(C.dusk, C.brass, 3), 4),
    crown(CX, 154, 110, 44, 3),
    path('M150 78V100M141 89H159', line(C.gold, 5)),
    place(CX, 300, 1.2, symbol(suit)),
  ].join('')
}

const COURT = { 11: page, 12: knight, 13: queen, 14: king }

// ---------------------------------------------------------------------------
// Public API.

/** The SVG face of a card by id (`Major00`…`Major21`, `Wands01`…`Coins14`). */
export function cardSvg(id) {
  const major = /^Major(\d\d)$/.exec(id)
  if (major) {
    const n = Number(major[1])
    if (n > 21) throw new Error(`Unknown card id: ${id}`)
    return frame(id, { mark: ROMAN[n], name: MAJOR_TITLE[n], element: MAJOR_ELEMENT[n], body: MAJOR_SCENES[n]() })
  }
  const minor = /^(Wands|Cups|Swords|Coins)(\d\d)$/.exec(id)
  const rank = minor ? Number(minor[2]) : 0
  if (!minor || rank < 1 || rank > 14) throw new Error(`Unknown card id: ${id}`)
  const suit = minor[1]
  const element = SUIT_ELEMENT[suit]
  const scene = MINOR_SCENES[id]
  const body = scene ? scene() : rank === 1 ? ace(suit) : rank <= 10 ? pips(suit, rank) : COURT[rank](suit)
  return frame(id, {
    mark: RANK_MARK[rank],
    name: `${RANK_TITLE[rank]} OF ${SUIT_TITLE[suit]}`,
    element,
    tint: ACCENT[element],
    body,
  })
}

/** The SVG card back: a gold star-and-moon mandala, symmetric under a half turn so reversals never show. */
export function backSvg() {
  const [cx, cy] = [150, 250]
  // Scattered small stars, each mirrored through the centre.
  const seeds = [
    [46, 90],
    [92, 116],
    [244, 84],
    [58, 170],
    [236, 150],
    [40, 236],
    [118, 108],
    [206, 106],
  ]
  const dust = seeds.flatMap(([x, y]) => [star(x, y, 4, 5, 1.6, fill(C.gold)), star(300 - x, 500 - y, 4, 5, 1.6, fill(C.gold))])
  // Waxing, full and waning moon; the half turn maps the top row onto the bottom one.
  const phases = (y) => crescent(cx - 38, y, 11, 180, fill(C.gold)) + circle(cx, y, 12, fill(C.gold)) + crescent(cx + 38, y, 11, 0, fill(C.gold))
  const dots = Array.from({ length: 24 }, (_, i) => {
    const [x, y] = polar(cx, cy, 100, i * 15)
    return circle(x, y, i % 2 ? 2 : 3.5, fill(C.gold))
  })
  const corner = (x, y) => star(x, y, 4, 12, 3, fill(C.brass))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500" width="300" height="500" stroke-linejoin="round" stroke-linecap="round">',
    rect(0, 0, 300, 500, fill(C.night), 18),
    rect(7, 7, 286, 486, line(C.brass, 3), 13),
    rect(13.5, 13.5, 273, 473, line(C.gold, 1.2), 9),
    rect(26, 26, 248, 448, solid(C.navy, C.brass, 1.5), 8),
    ...dust,
    corner(44, 44),
    corner(256, 44),
    corner(44, 456),
    corner(256, 456),
    phases(78),
    phases(422),
    path('M150 96V124M150 376V404', line(C.brass, 2)),
    circle(cx, cy, 122, line(C.brass, 2)),
    circle(cx, cy, 112, line(C.gold, 1.2)),
    ...dots,
    circle(cx, cy, 88, fill(C.dusk)),
    star(cx, cy, 8, 86, 34, fill(C.brass), -67.5),
    star(cx, cy, 8, 78, 28, fill(C.gold)),
    circle(cx, cy, 26, solid(C.night, C.gold, 2)),
    circle(cx, cy, 15, fill(C.ivory)),
    '</svg>',
  ].join('')
}
