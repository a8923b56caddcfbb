// The drawing kit every card face is made with: the palette, SVG shape helpers, the
// suit symbols and the card frame. Pure string building, no I/O.
//
// Every face is 300×500 (3:5): a gold double border, the number at the top, an art
// panel in the middle and the English title at the bottom. Only upright faces are
// drawn; the app rotates the image for reversed cards. Shapes are flat, few and
// bold so that the PNGs stay small and read well at half size (150×250).

// App theme: navy night with gold and ivory.
export const C = {
  night: '#0d1330',
  navy: '#161d40',
  dusk: '#24295a',
  gold: '#e2b85c',
  brass: '#c9a24d',
  ivory: '#f3ead7',
}

// Element accents, kept muted so they tint the navy field rather than fight the gold.
export const ACCENT = { fire: '#e0913f', water: '#3fa3a0', air: '#b4c6dc', earth: '#8c9a4b' }

// Facts mirrored from packages/core/src/deck.ts (that file is TypeScript, so it cannot be imported here).
export const SUITS = ['Wands', 'Cups', 'Swords', 'Coins']
export const SUIT_ELEMENT = { Wands: 'fire', Cups: 'water', Swords: 'air', Coins: 'earth' }
export const SUIT_TITLE = { Wands: 'WANDS', Cups: 'CUPS', Swords: 'SWORDS', Coins: 'PENTACLES' }
// Element of each major (Golden Dawn attribution), Waite's order.
export const MAJOR_ELEMENT = [
  'air',
  'air',
  'water',
  'earth',
  'fire',
  'earth',
  'air',
  'water',
  'fire',
  'earth',
  'fire',
  'air',
  'water',
  'water',
  'fire',
  'earth',
  'fire',
  'air',
  'water',
  'fire',
  'fire',
  'earth',
]
export const MAJOR_TITLE = [
  'THE FOOL',
  'THE MAGICIAN',
  'THE HIGH PRIESTESS',
  'THE EMPRESS',
  'THE EMPEROR',
  'THE HIEROPHANT',
  'THE LOVERS',
  'THE CHARIOT',
  'STRENGTH',
  'THE HERMIT',
  'WHEEL OF FORTUNE',
  'JUSTICE',
  'THE HANGED MAN',
  'DEATH',
  'TEMPERANCE',
  'THE DEVIL',
  'THE TOWER',
  'THE STAR',
  'THE MOON',
  'THE SUN',
  'JUDGEMENT',
  'THE WORLD',
]
export const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI']
export const RANK_TITLE = ['', 'ACE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'PAGE', 'KNIGHT', 'QUEEN', 'KING']
// "Kn" keeps the knight apart from the king.
export const RANK_MARK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K']

export const pad = (n) => String(n).padStart(2, '0')

/** The 78 card ids in deck order: majors 0–21, then Wands, Cups, Swords, Coins, ace to king. */
export const ALL_CARD_IDS = Object.freeze([...ROMAN.map((_, n) => `Major${pad(n)}`), ...SUITS.flatMap((suit) => Array.from({ length: 14 }, (_, i) => `${suit}${pad(i + 1)}`))])

// ---------------------------------------------------------------------------
// SVG helpers. Coordinates are rounded to one decimal to keep the markup short.

export const n1 = (v) => String(Math.round(v * 10) / 10)
export const pts = (list) => list.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')
export const rad = (deg) => (deg * Math.PI) / 180
export const polar = (cx, cy, r, deg) => [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))]

// Paint attributes: a fill, a stroke, or both.
export const fill = (color, opacity) => `fill="${color}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}`
export const line = (color, width) => `fill="none" stroke="${color}" stroke-width="${width}"`
export const solid = (color, edge, width, opacity) => `${fill(color, opacity)} stroke="${edge}" stroke-width="${width}"`

export const circle = (cx, cy, r, paint) => `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" ${paint}/>`
export const ellipse = (cx, cy, rx, ry, paint, rot = 0) =>
  `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" ${paint}${rot ? ` transform="rotate(${n1(rot)} ${n1(cx)} ${n1(cy)})"` : ''}/>`
export const rect = (x, y, w, h, paint, r = 0) => `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}"${r ? ` rx="${n1(r)}"` : ''} ${paint}/>`
export const poly = (list, paint) => `<polygon points="${pts(list)}" ${paint}/>`
export const polyline = (list, paint) => `<polyline points="${pts(list)}" ${paint}/>`
export const path = (d, paint) => `<path d="${d}" ${paint}/>`
export const group = (transform, body) => `<g transform="${transform}">${[body].flat().join('')}</g>`
export const place = (x, y, scale, body) => group(`translate(${n1(x)} ${n1(y)}) scale(${n1(scale * 100) / 100})`, body)
export const text = (x, y, size, color, value, extra = '') => `<text x="${n1(x)}" y="${n1(y)}" font-family="serif" font-size="${size}" fill="${color}" text-anchor="middle"${extra}>${value}</text>`

// ---------------------------------------------------------------------------
// Geometry helpers shared by the emblems.

/** Points of a star with n tips, alternating outer and inner radius. */
export function starPoints(cx, cy, tips, outer, inner, rot = -90) {
  return Array.from({ length: tips * 2 }, (_, i) => polar(cx, cy, i % 2 ? inner : outer, rot + (i * 180) / tips))
}
export const star = (cx, cy, tips, outer, inner, paint, rot = -90) => poly(starPoints(cx, cy, tips, outer, inner, rot), paint)

/** A disc with a ring of triangular rays: the sun, halos, glories. */
export function sun(cx, cy, r, tips, color = C.gold, rayColor = color) {
  return star(cx, cy, tips, r * 1.55, r * 1.02, fill(rayColor)) + circle(cx, cy, r, fill(color))
}

/** n radial line segments between two radii. */
export function spokes(cx, cy, count, r1, r2, paint, rot = 0) {
  const d = Array.from({ length: count }, (_, i) => {
    const a = rot + (i * 360) / count
    const [x1, y1] = polar(cx, cy, r1, a)
    const [x2, y2] = polar(cx, cy, r2, a)
    return `M${n1(x1)} ${n1(y1)}L${n1(x2)} ${n1(y2)}`
  })
  return path(d.join(''), paint)
}

/** A crescent whose hollow faces the direction `open` (degrees, 0 = right, 90 = down). */
export function crescent(cx, cy, r, open, paint, depth = 0.55) {
  // Difference of two equal circles whose centres are `depth * r` apart.
  const d = depth * r
  const h = Math.sqrt(r * r - (d / 2) ** 2)
  const [mx, my] = polar(cx, cy, d / 2, open)
  const [ax, ay] = polar(mx, my, h, open + 90)
  const [bx, by] = polar(mx, my, h, open - 90)
  return path(`M${n1(ax)} ${n1(ay)}A${n1(r)} ${n1(r)} 0 1 1 ${n1(bx)} ${n1(by)}A${n1(r)} ${n1(r)} 0 0 0 ${n1(ax)} ${n1(ay)}Z`, paint)
}

/** The lemniscate (∞) of Bernoulli, half-width a. */
export function lemniscate(cx, cy, a, paint) {
  const list = Array.from({ length: 49 }, (_, i) => {
    const t = (i / 48) * Math.PI * 2
    const k = 1 + Math.sin(t) ** 2
    return [cx + (a * Math.cos(t)) / k, cy + (a * Math.sin(t) * Math.cos(t)) / k]
  })
  return polyline(list, paint)
}

/** A spiral curl (ram's horn, scroll end) winding inwards from radius r. */
export function spiral(cx, cy, r, turns, from, dir, paint) {
  const list = Array.from({ length: 41 }, (_, i) => {
    const t = i / 40
    return polar(cx, cy, r * (1 - 0.75 * t), from + dir * t * turns * 360)
  })
  return polyline(list, paint)
}

/** A teardrop flame pointing up, base centre at (x, y). */
export function flame(x, y, h, color) {
  const w = h * 0.38
  return path(
    `M${n1(x)} ${n1(y - h)}C${n1(x + w * 0.4)} ${n1(y - h * 0.55)} ${n1(x + w)} ${n1(y - h * 0.35)} ${n1(x + w)} ${n1(y - w)}A${n1(w)} ${n1(w)} 0 0 1 ${n1(x - w)} ${n1(y - w)}C${n1(x - w)} ${n1(y - h * 0.35)} ${n1(x - w * 0.4)} ${n1(y - h * 0.55)} ${n1(x)} ${n1(y - h)}Z`,
    fill(color),
  )
}

/** Horizontal wavy lines: water seen from the side. */
export function waves(x1, x2, y, rows, gap, color, width = 2) {
  const d = []
  for (let row = 0; row < rows; row++) {
    const yy = y + row * gap
    let s = `M${n1(x1)} ${n1(yy)}`
    for (let x = x1; x < x2; x += 24) s += `q6 -5 12 0t12 0`
    d.push(s)
  }
  return path(d.join(''), line(color, width))
}

/** A five-petalled rose. */
export function rose(cx, cy, r, petal = C.ivory, heart = C.gold) {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const [x, y] = polar(cx, cy, r * 0.55, -90 + i * 72)
    return circle(x, y, r * 0.5, fill(petal))
  })
  return petals.join('') + circle(cx, cy, r * 0.32, fill(heart))
}

/** A simple standing figure: head, robe and legs, feet at (x, foot). Arms go to the given points. */
export function person(x, foot, { robe = C.ivory, head = C.ivory, arms = [], size = 1 } = {}) {
  const s = size
  const shoulder = foot - 70 * s
  const hem = foot - 22 * s
  const armLines = arms.map(([hx, hy], i) => {
    const sx = x + (i === 0 ? -10 : 10) * s
    return `M${n1(sx)} ${n1(shoulder + 4 * s)}L${n1(hx)} ${n1(hy)}`
  })
  return [
    armLines.length ? path(armLines.join(''), line(robe, 6 * s)) : '',
    path(`M${n1(x - 6 * s)} ${n1(hem)}V${n1(foot)}M${n1(x + 6 * s)} ${n1(hem)}V${n1(foot)}`, line(robe, 5 * s)),
    poly(
      [
        [x - 11 * s, shoulder],
        [x + 11 * s, shoulder],
        [x + 17 * s, hem],
        [x - 17 * s, hem],
      ],
      fill(robe),
    ),
    circle(x, foot - 82 * s, 9 * s, fill(head)),
  ].join('')
}

/** A crown band with points topped by pearls. */
export function crown(cx, base, width, height, tips) {
  const step = width / (tips - 1)
  const left = cx - width / 2
  const outline = [[left, base]]
  for (let i = 0; i < tips; i++) {
    outline.push([left + i * step, base - height])
    if (i < tips - 1) outline.push([left + (i + 0.5) * step, base - height * 0.45])
  }
  outline.push([left + width, base])
  const pearls = Array.from({ length: tips }, (_, i) => circle(left + i * step, base - height - 5, 5, fill(C.ivory)))
  return poly(outline, fill(C.gold)) + pearls.join('') + rect(left - 2, base - 2, width + 4, 10, fill(C.brass), 3)
}

/** Alchemical element sign: triangles, up for fire and air, down for water and earth; barred for air and earth. */
export function elementSign(x, y, element, color, size = 7) {
  const up = element === 'fire' || element === 'air'
  const dir = up ? -1 : 1
  const tri = poly(
    [
      [x, y + dir * size],
      [x + size * 0.95, y - dir * size * 0.7],
      [x - size * 0.95, y - dir * size * 0.7],
    ],
    line(color, 1.4),
  )
  const bar = element === 'air' || element === 'earth' ? path(`M${n1(x - size * 0.9)} ${n1(y)}H${n1(x + size * 0.9)}`, line(color, 1.4)) : ''
  return tri + bar
}

// ---------------------------------------------------------------------------
// Suit symbols, drawn about (0, 0) about 100 units tall; `place` scales them.

export function wand(accent) {
  // A living staff: a rod with a knob and three sprouting leaves.
  const leaf = (side, y) => ellipse(side * 14, y - 2, 5, 12, fill(accent), side * 45)
  return [rect(-7, -44, 14, 94, fill(C.brass), 7), rect(-9, 28, 18, 6, fill(C.gold), 3), circle(0, -46, 9, fill(C.gold)), leaf(-1, -24), leaf(1, -4), leaf(-1, 16)].join('')
}

export function cup(accent) {
  // A chalice: the rim shows the liquid in the suit colour.
  return [
    path('M-30 -36H30C30 -6 18 8 0 8C-18 8 -30 -6 -30 -36Z', fill(C.gold)),
    ellipse(0, -36, 30, 7, solid(accent, C.gold, 2.5)),
    rect(-4, 6, 8, 28, fill(C.brass)),
    ellipse(0, 19, 8, 4.5, fill(C.gold)),
    poly(
      [
        [-5, 32],
        [5, 32],
        [22, 46],
        [-22, 46],
      ],
      fill(C.gold),
    ),
  ].join('')
}

export function sword(accent) {
  // A straight blade, point up, with a fuller in the suit colour.
  return [
    poly(
      [
        [0, -52],
        [7, -40],
        [7, 20],
        [-7, 20],
        [-7, -40],
      ],
      fill(C.ivory),
    ),
    path('M0 -38V15', line(accent, 2.6)),
    rect(-22, 19, 44, 7, fill(C.gold), 3.5),
    rect(-3.5, 26, 7, 17, fill(C.brass)),
    circle(0, 47, 5.5, fill(C.gold)),
  ].join('')
}

export function pentacle(accent) {
  // A gold disc bearing a five-pointed star drawn in one line.
  const p = Array.from({ length: 5 }, (_, i) => polar(0, 0, 30, -90 + i * 144))
  return [circle(0, 0, 42, fill(C.gold)), circle(0, 0, 35, fill(accent)), poly(p, line(C.gold, 4.2))].join('')
}

export const SUIT_SYMBOL = { Wands: wand, Cups: cup, Swords: sword, Coins: pentacle }
export const symbol = (suit) => SUIT_SYMBOL[suit](ACCENT[SUIT_ELEMENT[suit]])

// ---------------------------------------------------------------------------
// The card frame. The art panel runs from (26, 68) to (274, 434); its centre is (150, 251).

export const PANEL = { x: 26, y: 68, w: 248, h: 366 }
export const CX = 150
export const CY = PANEL.y + PANEL.h / 2

/** Title sized to fit: the width is fixed from the letter count so every font lays it out alike. */
export function title(value) {
  const size = 17
  const width = Math.min(214, value.length * size * 0.72)
  return text(CX, 468, size, C.ivory, value, ` textLength="${n1(width)}" lengthAdjust="spacingAndGlyphs"`)
}

export function frame(id, { mark, name, element, tint, body }) {
  const clip = `panel-${id}`
  // Minor arcana wear their suit colour as a faint wash and a thin inner rule.
  const tintLayer = tint ? rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, fill(tint, 0.06)) + rect(PANEL.x + 6, PANEL.y + 6, PANEL.w - 12, PANEL.h - 12, line(tint, 1.2), 5) : ''
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500" width="300" height="500" stroke-linejoin="round" stroke-linecap="round">',
    `<defs><clipPath id="${clip}">${rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, '', 8)}</clipPath></defs>`,
    rect(0, 0, 300, 500, fill(C.night), 18),
    rect(7, 7, 286, 486, line(C.brass, 3), 13),
    rect(13.5, 13.5, 273, 473, line(C.gold, 1.2), 9),
    `<g clip-path="url(#${clip})">`,
    rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, fill(C.navy)),
    tintLayer,
    body,
    '</g>',
    rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, line(C.brass, 1.5), 8),
    // The element sign on both sides of the number ties the card to its element.
    elementSign(56, 41, element, C.brass),
    elementSign(244, 41, element, C.brass),
    text(CX, 51, 27, C.gold, mark, ' font-weight="bold"'),
    title(name),
    '</svg>',
  ].join('')
}
