// Helpers shared by the major arcana's scenes: wings, the bare figures of the Lovers, the
// Devil's captives and the Star, animals (dog, wolf, lion), the four living creatures of the
// Wheel and the World, and a few carvings. The posed people come from ../minor/ (figures.mjs,
// wands.mjs, swords.mjs) so the majors and minors share one style. Pure string building.
import { C, ACCENT, n1, fill, line, solid, circle, ellipse, rect, poly, path, group, polar, spiral, star } from '../kit.mjs'
import { SKIN, HAIR, GREY, head, youth, lionHead, bullHead } from '../minor/figures.mjs'

// Colours the texts name that the theme lacks (the same red as the swords' heart and cloth).
export const RED = '#b5474b'
export const PURPLE = '#7b5a8c'
export const STONE = '#6d7088'
export const BLOND = '#d9a441'

/** A wing of long feathers fanning out from (x, y) to the side `dir` (+1 right, -1 left), `rise` degrees above level. */
export function wing(x, y, dir, len = 80, { color = C.gold, alt = C.brass, rise = 40, feathers = 5 } = {}) {
  return Array.from({ length: feathers }, (_, k) => {
    const up = rise - k * 16
    const a = dir > 0 ? -up : 180 + up
    const l = len * (1 - k * 0.1)
    const [px, py] = polar(x, y, l * 0.5, a)
    return ellipse(px, py, l * 0.5, Math.max(5, len * 0.09), fill(k % 2 ? alt : color), a)
  }).join('')
}

/**
 * A bare standing figure (the Lovers, the Devil's captives), feet at (x, foot), `s` × the youth's 200 units.
 * `hair`: long falls to the shoulders (the women); short is a cap.
 */
export function bare(x, foot, s, { dir = 0, arms = [], long = false, hair = HAIR, extra = '' } = {}) {
  const locks = long ? path('M-17 -178C-26 -150 -24 -128 -14 -120H14C24 -128 26 -150 17 -178Z', fill(hair)) : ''
  return group(`translate(${n1(x)} ${n1(foot)}) scale(${s})`, [
    locks,
    youth({ tunic: SKIN, trim: C.brass, hose: SKIN, dir, arms }),
    // The youth's belt becomes a faint waist line on a bare body.
    rect(-28, -112, 56, 7, fill(SKIN)),
    path(`M-26 -110H26`, line(C.brass, 1.5)),
    extra,
  ])
}

/** A dog or a wolf sitting on its haunches, howling with its muzzle up, facing `dir`. */
export function howler(x, ground, dir, coat, s = 1) {
  const X = (v) => x + dir * v * s
  const Y = (v) => ground + v * s
  return [
    path(`M${n1(X(-26))} ${n1(Y(-4))}q${n1(-dir * 18 * s)} ${n1(-2 * s)} ${n1(-dir * 20 * s)} ${n1(-18 * s)}`, line(coat, 6 * s)),
    ellipse(X(-10), Y(-20), 20 * s, 18 * s, fill(coat)),
    poly(
      [
        [X(-2), Y(-34)],
        [X(16), Y(-70)],
        [X(24), Y(-62)],
        [X(14), Y(-20)],
      ],
      fill(coat),
    ),
    path(`M${n1(X(8))} ${n1(Y(-20))}V${n1(Y(0))}M${n1(X(16))} ${n1(Y(-20))}V${n1(Y(0))}`, line(coat, 6 * s)),
    // Head thrown back, the muzzle pointing up at the sky, one ear laid back.
    ellipse(X(20), Y(-72), 12 * s, 10 * s, fill(coat)),
    poly(
      [
        [X(18), Y(-80)],
        [X(36), Y(-100)],
        [X(42), Y(-92)],
        [X(30), Y(-68)],
      ],
      fill(coat),
    ),
    path(`M${n1(X(40))} ${n1(Y(-96))}L${n1(X(30))} ${n1(Y(-80))}`, line(C.night, 1.6 * s)),
    poly(
      [
        [X(10), Y(-74)],
        [X(2), Y(-86)],
        [X(16), Y(-82)],
      ],
      fill(coat),
    ),
    circle(X(22), Y(-78), 2 * s, fill(C.night)),
  ].join('')
}

/** A small dog leaping, body stretched towards `dir`, paws at about (x, ground). */
export function leapingDog(x, ground, dir, coat = C.ivory, s = 1) {
  const X = (v) => x + dir * v * s
  const Y = (v) => ground + v * s
  return [
    path(
      `M${n1(X(-14))} ${n1(Y(-20))}L${n1(X(-28))} ${n1(Y(-4))}M${n1(X(-8))} ${n1(Y(-18))}L${n1(X(-20))} ${n1(Y(-2))}M${n1(X(12))} ${n1(Y(-26))}L${n1(X(26))} ${n1(Y(-22))}M${n1(X(8))} ${n1(Y(-22))}L${n1(X(20))} ${n1(Y(-12))}`,
      line(coat, 5 * s),
    ),
    path(`M${n1(X(-16))} ${n1(Y(-26))}q${n1(-dir * 10 * s)} ${n1(-6 * s)} ${n1(-dir * 12 * s)} ${n1(-18 * s)}`, line(coat, 4 * s)),
    ellipse(X(0), Y(-26), 18 * s, 9 * s, fill(coat), -dir * 18),
    circle(X(18), Y(-40), 8 * s, fill(coat)),
    ellipse(X(26), Y(-38), 6 * s, 4 * s, fill(coat)),
    ellipse(X(13), Y(-44), 4 * s, 8 * s, fill(GREY), dir * 30),
    circle(X(20), Y(-42), 1.8 * s, fill(C.night)),
  ].join('')
}

/** A lion in profile facing `dir`, paws on `ground`, about 130 × 90 at s = 1; the head is at the front. */
export function lion(x, ground, dir, s = 1) {
  const X = (v) => x + dir * v * s
  const Y = (v) => ground + v * s
  const legs = [-44, -30, 30, 44].map((v) => `M${n1(X(v))} ${n1(Y(-40))}V${n1(Y(0))}`).join('')
  return [
    path(legs, line('#c99a3c', 12 * s)),
    path(`M${n1(X(-56))} ${n1(Y(-46))}C${n1(X(-84))} ${n1(Y(-40))} ${n1(X(-80))} ${n1(Y(-10))} ${n1(X(-92))} ${n1(Y(-16))}`, line(C.gold, 5 * s)),
    circle(X(-92), Y(-16), 6 * s, fill(ACCENT.fire)),
    ellipse(X(-2), Y(-50), 58 * s, 24 * s, fill(C.gold)),
    group(`translate(${n1(X(52))} ${n1(Y(-66))})`, [
      star(0, 0, 14, 38 * s, 27 * s, fill(ACCENT.fire)),
      circle(0, 0, 24 * s, fill(C.gold)),
      circle(dir * 8 * s, -6 * s, 2.6 * s, fill(C.night)),
      ellipse(dir * 20 * s, 8 * s, 10 * s, 8 * s, fill('#f0cf7a')),
      circle(dir * 27 * s, 4 * s, 3 * s, fill(C.night)),
      path(`M${n1(dir * 12 * s)} ${n1(14 * s)}q${n1(dir * 8 * s)} ${n1(4 * s)} ${n1(dir * 16 * s)} 0`, line(C.night, 2 * s)),
    ]),
  ].join('')
}

/** A ram's head carving, front view: curled horns about a long face. */
export const ramHead = (x, y, s = 1) =>
  spiral(x - 16 * s, y - 2 * s, 15 * s, 1.2, -60, -1, line(C.ivory, 5 * s)) +
  spiral(x + 16 * s, y - 2 * s, 15 * s, 1.2, 240, 1, line(C.ivory, 5 * s)) +
  path(`M${n1(x - 11 * s)} ${n1(y - 14 * s)}H${n1(x + 11 * s)}L${n1(x + 6 * s)} ${n1(y + 16 * s)}Q${n1(x)} ${n1(y + 22 * s)} ${n1(x - 6 * s)} ${n1(y + 16 * s)}Z`, fill(C.gold)) +
  circle(x - 5 * s, y - 4 * s, 2 * s, fill(C.night)) +
  circle(x + 5 * s, y - 4 * s, 2 * s, fill(C.night))

/** A sleeping or smiling face drawn on a disc of radius r (the Sun, the Moon). */
export function face(x, y, r, { asleep = false, color = C.night } = {}) {
  const eye = (ex) =>
    asleep ? path(`M${n1(ex - r * 0.16)} ${n1(y - r * 0.12)}q${n1(r * 0.16)} ${n1(r * 0.12)} ${n1(r * 0.32)} 0`, line(color, r * 0.06)) : circle(ex, y - r * 0.12, r * 0.07, fill(color))
  return [
    eye(x - r * 0.34),
    eye(x + r * 0.34),
    path(`M${n1(x)} ${n1(y - r * 0.05)}v${n1(r * 0.22)}`, line(color, r * 0.05)),
    path(`M${n1(x - r * 0.22)} ${n1(y + r * 0.38)}q${n1(r * 0.22)} ${n1(asleep ? r * 0.06 : r * 0.16)} ${n1(r * 0.44)} 0`, line(color, r * 0.06)),
  ].join('')
}

/** A winged head in a cloud, one of the four living creatures (the Wheel, the World): angel, eagle, lion, bull. */
export function creature(kind, x, y, s = 1, book = false) {
  const heads = {
    angel: () => head(x, y, 11 * s, { dir: 0, hair: BLOND }),
    eagle: () =>
      circle(x, y, 11 * s, fill(C.gold)) +
      poly(
        [
          [x + 8 * s, y - 4 * s],
          [x + 20 * s, y + 2 * s],
          [x + 8 * s, y + 6 * s],
        ],
        fill(ACCENT.fire),
      ) +
      circle(x + 3 * s, y - 3 * s, 2 * s, fill(C.night)),
    lion: () => lionHead(x, y, 0.62 * s),
    bull: () => bullHead(x, y, 0.62 * s),
  }
  return [
    circle(x, y + 4 * s, 24 * s, fill(C.ivory, 0.18)),
    wing(x - 6 * s, y + 2 * s, -1, 26 * s, { rise: 50, feathers: 3 }),
    wing(x + 6 * s, y + 2 * s, 1, 26 * s, { rise: 50, feathers: 3 }),
    heads[kind](),
    book ? rect(x - 10 * s, y + 14 * s, 20 * s, 11 * s, solid(C.ivory, C.brass, 1.2), 1.5) + path(`M${n1(x)} ${n1(y + 14 * s)}v${n1(11 * s)}`, line(C.brass, 1.2)) : '',
  ].join('')
}

/** Mountains along the horizon: a ridge through the given peaks, filled to the bottom of the panel. */
export const ridge = (peaks, color = C.dusk) => poly([[26, 434], ...peaks, [274, 434]], fill(color))

/** A snow cap on a peak at (x, y). */
export const snow = (x, y, w = 14) =>
  poly(
    [
      [x, y],
      [x - w, y + w * 1.1],
      [x - w * 0.3, y + w * 0.8],
      [x + w * 0.2, y + w * 1.2],
      [x + w, y + w],
    ],
    fill(C.ivory),
  )

export { SKIN, HAIR, GREY }
