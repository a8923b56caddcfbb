// Original card art for the 78 tarot cards and the card back, built as SVG strings
// from the card data. Pure string building, no I/O: render.mjs turns it into PNGs.
// The drawing kit (palette, shapes, suit symbols, frame) is in kit.mjs; the minor
// arcana's scenes are in minor/, one file per suit and one for the courts.
import {
  C,
  ACCENT,
  SUITS,
  SUIT_ELEMENT,
  SUIT_TITLE,
  MAJOR_ELEMENT,
  MAJOR_TITLE,
  ROMAN,
  RANK_TITLE,
  RANK_MARK,
  pad,
  n1,
  pts,
  rad,
  polar,
  fill,
  line,
  solid,
  circle,
  ellipse,
  rect,
  poly,
  polyline,
  path,
  group,
  place,
  text,
  starPoints,
  star,
  sun,
  spokes,
  crescent,
  lemniscate,
  spiral,
  flame,
  waves,
  rose,
  person,
  crown,
  elementSign,
  wand,
  cup,
  sword,
  pentacle,
  SUIT_SYMBOL,
  symbol,
  PANEL,
  CX,
  CY,
  title,
  frame,
} from './kit.mjs'
import { MINOR_SCENES } from './minor/index.mjs'

export { ALL_CARD_IDS } from './kit.mjs'
// ---------------------------------------------------------------------------
// Major arcana emblems, one function each, drawn in the art panel.

// 0 The Fool: a traveller with a bundle on his staff at the cliff edge, under a high sun.
function fool() {
  return [
    sun(212, 124, 24, 12),
    poly([[26, 318], [60, 262], [92, 300], [118, 276], [160, 330], [214, 270], [274, 322], [274, 434], [26, 434]], fill(C.dusk)),
    poly([[60, 262], [50, 278], [70, 278]], fill(C.ivory)),
    poly([[214, 270], [202, 284], [226, 284]], fill(C.ivory)),
    path('M26 434V352L100 342L176 350L196 362L186 380L192 434Z', solid(C.night, C.brass, 2.5)),
    // The staff rests on the shoulder; the bundle hangs behind.
    person(148, 346, { robe: C.gold, arms: [[156, 296], [184, 258]] }),
    path('M166 306L100 226', line(C.brass, 4)),
    path('M108 236C88 240 84 268 104 270C124 270 124 242 108 236Z', fill(C.ivory)),
    path('M102 240L114 238', line(C.brass, 3)),
    rose(186, 254, 9),
  ].join('')
}

// I The Magician: the lemniscate over a raised wand and a table with the four suit signs.
function magician() {
  return [
    lemniscate(CX, 116, 58, line(C.gold, 6)),
    path('M150 156V276', line(C.ivory, 7)),
    circle(CX, 154, 6, fill(C.ivory)),
    circle(CX, 278, 6, fill(C.ivory)),
    rect(46, 332, 208, 14, fill(C.brass), 3),
    rect(60, 346, 180, 72, solid(C.dusk, C.brass, 2)),
    place(82, 302, 0.5, symbol('Wands')),
    place(125, 306, 0.5, symbol('Cups')),
    place(172, 302, 0.5, symbol('Swords')),
    place(218, 310, 0.48, symbol('Coins')),
  ].join('')
}

// II The High Priestess: the dark and light pillars, the veil and the crescent at her feet.
function highPriestess() {
  const pillar = (x, body, edge, letter, ink) =>
    rect(x - 20, 110, 40, 310, solid(body, edge, 2)) +
    rect(x - 26, 100, 52, 14, fill(C.brass), 2) +
    circle(x, 92, 10, fill(C.brass)) +
    text(x, 180, 26, ink, letter, ' font-weight="bold"')
  const seeds = []
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++) seeds.push(circle(116 + col * 34 + (row % 2) * 17 - 8, 160 + row * 44, 6, fill(C.brass)))
  return [
    rect(90, 124, 120, 250, fill(C.dusk)),
    ...seeds,
    // Triple moon: waxing, full, waning.
    crescent(124, 112, 12, 180, fill(C.ivory)),
    circle(CX, 112, 12, fill(C.ivory)),
    crescent(176, 112, 12, 0, fill(C.ivory)),
    pillar(70, C.night, C.brass, 'B', C.ivory),
    pillar(230, C.ivory, C.brass, 'J', C.night),
    crescent(CX, 392, 34, -90, fill(C.gold)),
  ].join('')
}

// III The Empress: a heart shield with the sign of Venus, a crown of twelve stars and ripe wheat.
function empress() {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(CX, 214, 104, 198 + (i * 144) / 11)
    return star(x, y, 5, 8, 3.4, fill(C.gold))
  })
  const wheat = [62, 96, 130, 170, 204, 238].map((x, i) => {
    const top = 348 + (i % 2) * 12
    const grains = Array.from({ length: 4 }, (_, k) =>
      ellipse(x - 4, top + k * 9, 3, 6, fill(C.gold), -25) + ellipse(x + 4, top + k * 9, 3, 6, fill(C.gold), 25))
    return path(`M${x} ${top - 6}V434`, line(C.brass, 2.5)) + ellipse(x, top - 6, 3, 6, fill(C.gold)) + grains.join('')
  })
  return [
    ...stars,
    path('M150 332C92 290 74 250 84 214C94 178 136 176 150 206C164 176 206 178 216 214C226 250 208 290 150 332Z', solid(C.dusk, C.gold, 3)),
    circle(CX, 232, 20, line(C.gold, 6)),
    path('M150 252V292M134 272H166', line(C.gold, 6)),
    ...wheat,
  ].join('')
}

// IV The Emperor: a stone throne crowned with a ram's head, the ankh sceptre and barren peaks.
function emperor() {
  return [
    poly([[26, 300], [64, 214], [96, 262], [136, 170], [176, 250], [214, 196], [274, 290], [274, 434], [26, 434]], fill(C.dusk)),
    rect(84, 190, 132, 150, solid(C.night, C.brass, 3), 4),
    rect(66, 330, 168, 22, fill(C.brass), 4),
    rect(80, 352, 140, 62, solid(C.night, C.brass, 3)),
    // Ram's head: the sign of Aries.
    spiral(118, 178, 22, 1.25, -60, -1, line(C.gold, 7)),
    spiral(182, 178, 22, 1.25, 240, 1, line(C.gold, 7)),
    path('M132 160H168L160 214Q150 226 140 214Z', fill(C.gold)),
    circle(141, 180, 3.5, fill(C.night)),
    circle(159, 180, 3.5, fill(C.night)),
    // Ankh sceptre.
    ellipse(CX, 258, 14, 18, line(C.gold, 7)),
    path('M150 276V320M126 284H174', line(C.gold, 8)),
  ].join('')
}

// V The Hierophant: the triple crown over crossed keys, between two grey pillars.
function hierophant() {
  const key = (rot, color) =>
    group(`rotate(${rot} 150 318)`, [
      circle(CX, 252, 14, line(color, 6)),
      path('M150 266V384', line(color, 7)),
      path('M150 360H168M150 376H166', line(color, 7)),
    ])
  const column = (x) => rect(x - 16, 110, 32, 316, solid(C.dusk, C.brass, 2)) + rect(x - 22, 96, 44, 14, fill(C.brass), 2)
  return [
    column(52),
    column(248),
    // Papal tiara: a tall cap ringed by three crowns, a cross on top.
    path('M112 232C110 170 126 120 150 112C174 120 190 170 188 232Z', fill(C.ivory)),
    crown(CX, 226, 80, 16, 5),
    crown(CX, 188, 70, 14, 5),
    crown(CX, 150, 54, 12, 4),
    path('M150 82V110M140 94H160', line(C.gold, 5)),
    key(-32, C.gold),
    key(32, C.ivory),
  ].join('')
}

// VI The Lovers: a winged sun above two figures, the tree of flames and the tree of fruit.
function lovers() {
  // Each wing is a fan of long feathers spreading up and out from behind the sun.
  const wing = (dir) =>
    [0, 1, 2, 3, 4].map((k) => {
      const a = dir > 0 ? -34 + k * 13 : 214 - k * 13
      const [x, y] = polar(CX, 146, 50 + k * 4, a)
      return ellipse(x, y, 42 - k * 4, 9, fill(k % 2 ? C.brass : C.gold), a)
    }).join('')
  return [
    wing(-1),
    wing(1),
    sun(CX, 142, 24, 14, C.gold, C.ivory),
    poly([[150, 240], [122, 360], [178, 360]], fill(C.dusk)),
    // Tree of flames (left), tree of fruit with the serpent (right).
    path('M54 420V290', line(C.brass, 5)),
    flame(44, 300, 26, C.gold), flame(64, 292, 30, C.gold), flame(54, 270, 28, C.gold),
    path('M246 420V284', line(C.brass, 5)),
    circle(246, 270, 26, fill(C.dusk)),
    circle(236, 262, 5, fill(C.gold)), circle(256, 272, 5, fill(C.gold)), circle(242, 284, 5, fill(C.gold)),
    path('M246 330q10 -8 0 -16t0 -16t0 -16', line(ACCENT.earth, 4)),
    person(104, 420, { robe: C.ivory, arms: [[84, 360], [130, 338]] }),
    person(196, 420, { robe: C.gold, arms: [[172, 338], [216, 360]] }),
  ].join('')
}

// VII The Chariot: a starry canopy over the cubic chariot, drawn by a dark and a light sphinx.
function chariot() {
  const canopyStars = [88, 119, 150, 181, 212].map((x, i) => star(x, 116 + (i % 2) * 12, 6, 7, 3, fill(C.gold)))
  const wheel = (x) => circle(x, 330, 26, line(C.gold, 5)) + spokes(x, 330, 6, 4, 24, line(C.gold, 2.5))
  // A sphinx seen from the front: the striped royal headdress framing the face, paws before it.
  const sphinx = (x, body, face, edge) =>
    path(`M${x - 15} 364Q${x} 348 ${x + 15} 364L${x + 17} 384L${x + 30} 404H${x - 30}L${x - 17} 384Z`, solid(body, edge, 2)) +
    path(`M${x - 22} 394H${x + 22}`, line(edge, 1.5)) +
    ellipse(x, 378, 10, 13, fill(face)) +
    rect(x - 24, 404, 18, 8, solid(body, edge, 2), 3) +
    rect(x + 6, 404, 18, 8, solid(body, edge, 2), 3)
  return [
    path('M72 140Q150 88 228 140Z', solid(C.dusk, C.brass, 2)),
    ...canopyStars,
    path('M84 140V230M216 140V230', line(C.brass, 4)),
    circle(CX, 188, 14, fill(C.ivory)),
    poly([[132, 204], [168, 204], [178, 236], [122, 236]], fill(C.ivory)),
    star(CX, 164, 8, 11, 4, fill(C.gold)),
    rect(76, 230, 148, 90, solid(C.dusk, C.brass, 3), 3),
    // Winged disc on the front.
    ellipse(124, 268, 22, 7, fill(C.gold), -12),
    ellipse(176, 268, 22, 7, fill(C.gold), 12),
    circle(CX, 272, 10, fill(C.gold)),
    wheel(82),
    wheel(218),
    sphinx(104, C.night, C.gold, C.brass),
    sphinx(196, C.ivory, C.gold, C.brass),
  ].join('')
}

// VIII Strength: the lion's head tamed under the lemniscate, with a garland of flowers.
function strength() {
  const garland = Array.from({ length: 7 }, (_, i) => {
    const [x, y] = polar(CX, 250, 150, 62 + i * 9.3)
    return rose(x, y, 11)
  })
  return [
    lemniscate(CX, 108, 46, line(C.gold, 6)),
    star(CX, 254, 20, 100, 72, fill(ACCENT.fire)),
    star(CX, 254, 20, 84, 62, fill(C.brass), -81),
    ellipse(116, 196, 11, 9, fill(C.gold), -35),
    ellipse(184, 196, 11, 9, fill(C.gold), 35),
    path('M104 230C104 196 124 186 150 186C176 186 196 196 196 230C196 270 178 312 150 318C122 312 104 270 104 230Z', fill(C.gold)),
    path('M126 232L142 236M174 232L158 236', line(C.night, 5)),
    path('M150 238V270', line(C.ivory, 12)),
    ellipse(CX, 290, 24, 18, fill(C.ivory)),
    poly([[140, 270], [160, 270], [150, 282]], fill(C.night)),
    path('M150 282V290M138 296Q150 302 162 296', line(C.night, 3)),
    ...garland,
  ].join('')
}

// IX The Hermit: a hooded sage on a snowy peak holding a lantern with a six-pointed star.
function hermit() {
  return [
    poly([[26, 434], [26, 410], [150, 350], [274, 400], [274, 434]], fill(C.dusk)),
    poly([[150, 350], [118, 366], [182, 366]], fill(C.ivory)),
    // Glow of the lantern.
    circle(196, 200, 62, fill(C.gold, 0.1)),
    circle(196, 200, 40, fill(C.gold, 0.15)),
    path('M82 140V386', line(C.brass, 6)),
    path('M126 120C150 120 162 150 160 180L176 370H76L98 180C96 150 104 120 126 120Z', solid(C.dusk, C.brass, 3)),
    ellipse(130, 164, 14, 20, fill(C.night)),
    poly([[120, 176], [140, 176], [130, 214]], fill(C.ivory)),
    path('M158 208L196 184', line(C.brass, 6)),
    path('M196 178V186', line(C.gold, 3)),
    poly([[184, 192], [208, 192], [212, 206], [204, 226], [188, 226], [180, 206]], solid(C.night, C.gold, 3)),
    star(196, 209, 6, 9, 5, fill(C.ivory)),
  ].join('')
}

// X Wheel of Fortune: an eight-spoked wheel lettered T A R O; the sphinx sits on top, the serpent falls, the jackal rises.
function wheel() {
  const letters = ['T', 'A', 'R', 'O'].map((l, i) => {
    const [x, y] = polar(CX, 262, 82, -90 + i * 90)
    return text(x, y + 7, 19, C.ivory, l, ' font-weight="bold"')
  })
  return [
    circle(CX, 262, 96, solid(C.dusk, C.gold, 6)),
    circle(CX, 262, 68, solid(C.navy, C.brass, 2.5)),
    spokes(CX, 262, 8, 16, 68, line(C.gold, 4)),
    circle(CX, 262, 14, fill(C.gold)),
    ...letters,
    // Sphinx on top.
    poly([[150, 108], [136, 150], [164, 150]], fill(C.ivory)),
    circle(CX, 128, 9, fill(C.ivory)),
    path('M164 112V148', line(C.gold, 4)),
    // Serpent descending on the left, jackal-headed figure rising on the right.
    path('M44 196q14 18 0 36t0 36t0 36t0 36', line(ACCENT.fire, 6)),
    ellipse(44, 188, 7, 10, fill(ACCENT.fire)),
    person(252, 430, { robe: C.brass, head: C.brass, size: 0.8, arms: [[240, 330], [262, 352]] }),
    poly([[245, 364], [248, 350], [252, 362]], fill(C.brass)),
    poly([[252, 362], [256, 350], [259, 364]], fill(C.brass)),
  ].join('')
}

// XI Justice: the upright sword as the post of a balanced pair of scales, between two pillars.
function justice() {
  const pan = (x) =>
    path(`M150 170L${x} 170M${x} 170L${x - 26} 246M${x} 170L${x + 26} 246`, line(C.gold, 2.5)) +
    path(`M${x - 32} 246H${x + 32}A32 24 0 0 1 ${x - 32} 246Z`, fill(C.gold))
  return [
    rect(30, 90, 26, 344, solid(C.dusk, C.brass, 2)),
    rect(244, 90, 26, 344, solid(C.dusk, C.brass, 2)),
    place(CX, 272, 2.3, sword(ACCENT.air)),
    path('M80 170H220', line(C.gold, 5)),
    pan(84),
    pan(216),
    poly([[150, 158], [160, 170], [150, 182], [140, 170]], fill(C.gold)),
  ].join('')
}

// XII The Hanged Man: hanging by one foot from a living tau cross, legs crossed, head haloed.
function hangedMan() {
  return [
    path('M66 434V104M234 434V104', line(C.brass, 12)),
    rect(56, 94, 188, 16, fill(C.brass), 6),
    ellipse(66, 92, 12, 6, fill(ACCENT.earth), -30),
    ellipse(234, 92, 12, 6, fill(ACCENT.earth), 30),
    ellipse(110, 92, 10, 5, fill(ACCENT.earth), 20),
    ellipse(190, 92, 10, 5, fill(ACCENT.earth), -20),
    path('M150 110V136', line(C.ivory, 3)),
    // Straight leg from the rope, the other bent behind it into a 4.
    path('M150 136V230', line(C.ivory, 9)),
    path('M150 200L186 176L184 140', line(C.ivory, 9)),
    poly([[132, 222], [168, 222], [172, 306], [128, 306]], fill(C.gold)),
    path('M132 226H168', line(C.brass, 5)),
    path('M130 300L110 268L146 244M170 300L190 268L154 244', line(C.ivory, 7)),
    circle(CX, 338, 34, fill(C.gold, 0.25)),
    spokes(CX, 338, 16, 26, 40, line(C.gold, 3)),
    circle(CX, 334, 16, fill(C.ivory)),
  ].join('')
}

// XIII Death: the sun rising between two towers, and the black banner with the white rose.
function death() {
  const tower = (x) =>
    rect(x - 16, 126, 32, 74, solid(C.dusk, C.brass, 2)) +
    path(`M${x - 16} 126v-8h8v8h8v-8h8v8h8v-8`, solid(C.dusk, C.brass, 2)) +
    rect(x - 4, 146, 8, 14, fill(C.gold), 4)
  return [
    ...[198, 221, 244, 270, 296, 319, 342].map((a) => spokes(CX, 200, 1, 54, 72, line(C.gold, 4), a)),
    path('M106 200A44 44 0 0 1 194 200Z', fill(C.gold)),
    tower(62),
    tower(238),
    rect(26, 200, 248, 234, fill(C.dusk)),
    waves(26, 274, 214, 2, 12, C.ivory, 1.5),
    path('M84 244V434', line(C.gold, 6)),
    circle(84, 240, 7, fill(C.gold)),
    path('M87 254H226L212 306L226 358H87Z', solid(C.night, C.brass, 3)),
    rose(152, 306, 34),
    rose(152, 306, 16, C.ivory, C.gold),
  ].join('')
}

// XIV Temperance: water poured from cup to cup above a pool, a crowned light between two peaks.
function temperance() {
  return [
    poly([[26, 220], [96, 140], [150, 196], [204, 140], [274, 220], [274, 434], [26, 434]], fill(C.dusk)),
    sun(CX, 160, 14, 10),
    // The upper cup tips its water into the lower one.
    place(90, 236, 1, group('rotate(62)', cup(ACCENT.water))),
    place(206, 318, 1, group('rotate(-12)', cup(ACCENT.water))),
    path('M126 230C164 236 196 250 200 282', line(ACCENT.water, 8)),
    path('M126 230C164 236 196 250 200 282', line(C.ivory, 2)),
    rect(26, 372, 248, 62, fill(ACCENT.water, 0.35)),
    waves(32, 268, 386, 3, 14, C.ivory, 1.5),
    // Irises on the bank.
    path('M56 372V330M70 372V318', line(ACCENT.earth, 4)),
    circle(56, 326, 7, fill(C.gold)),
    circle(70, 314, 7, fill(C.gold)),
  ].join('')
}

// XV The Devil: the inverted pentagram over bat wings, the pedestal and two chained figures.
function devil() {
  const wing = (dir) => {
    const x = (v) => n1(CX + dir * v)
    // Bat wing: a curved leading edge to the tip, a scalloped trailing edge between the finger bones.
    return path(`M${x(14)} 206Q${x(52)} 150 ${x(112)} 124L${x(106)} 226Q${x(96)} 206 ${x(80)} 230Q${x(70)} 210 ${x(52)} 232Q${x(40)} 214 ${x(22)} 232Z`, solid(C.dusk, C.brass, 2)) +
      path(`M${x(14)} 206L${x(106)} 226M${x(14)} 206L${x(80)} 230M${x(14)} 206L${x(52)} 232`, line(C.brass, 2))
  }
  const figure = (x, dir) =>
    person(x, 420, { robe: C.ivory, size: 0.95 }) +
    poly([[x - 7, 332], [x - 4, 318], [x - 1, 332]], fill(C.ivory)) +
    poly([[x + 1, 332], [x + 4, 318], [x + 7, 332]], fill(C.ivory)) +
    path(`M${x + dir * 14} 390q${dir * 14} -4 ${dir * 10} -24`, line(C.ivory, 3))
  return [
    circle(CX, 112, 30, line(C.gold, 3)),
    poly(Array.from({ length: 5 }, (_, i) => polar(CX, 112, 26, 90 + i * 144)), line(C.gold, 3)),
    wing(-1),
    wing(1),
    rect(108, 240, 84, 70, solid(C.dusk, C.brass, 3), 3),
    circle(CX, 282, 10, line(C.gold, 4)),
    path('M142 290L94 346M158 290L206 346', `${line(C.gold, 3)} stroke-dasharray="6 4"`),
    figure(90, -1),
    figure(210, 1),
  ].join('')
}

// XVI The Tower: lightning strikes the tower on its crag, the crown falls and flames burst from the windows.
function tower() {
  return [
    poly([[40, 434], [96, 360], [204, 360], [260, 434]], fill(C.dusk)),
    rect(112, 168, 76, 196, solid(C.dusk, C.brass, 3)),
    path('M112 168v-12h12v12h12v-12h12v12h12v-12h12v12h12v-12h4v12', solid(C.dusk, C.brass, 3)),
    path('M136 300a14 14 0 0 1 28 0v30h-28z', fill(ACCENT.fire)),
    path('M124 220a8 8 0 0 1 16 0v20h-16z', fill(ACCENT.fire)),
    path('M160 220a8 8 0 0 1 16 0v20h-16z', fill(ACCENT.fire)),
    flame(132, 176, 34, ACCENT.fire),
    flame(162, 172, 46, ACCENT.fire),
    flame(184, 176, 28, ACCENT.fire),
    // The crown knocked off the top.
    group('rotate(-28 90 140)', path('M66 150L70 124L80 138L90 118L100 138L110 124L114 150Z', fill(C.gold))),
    poly([[270, 70], [216, 110], [230, 114], [180, 148], [194, 152], [166, 180], [210, 160], [196, 156], [246, 122], [230, 116], [274, 84]], fill(C.ivory)),
    flame(60, 230, 14, C.gold), flame(238, 214, 14, C.gold), flame(72, 300, 12, C.gold), flame(232, 292, 12, C.gold),
    flame(50, 360, 12, C.gold), flame(246, 356, 12, C.gold),
  ].join('')
}

// XVII The Star: a great eight-pointed star and seven small ones over a pool fed from two jugs.
function starCard() {
  const small = [[62, 104], [238, 104], [50, 180], [250, 180], [72, 246], [228, 246], [150, 284]]
  // An amphora tipped so its mouth points down towards the water.
  const jug = (x, y, rot) =>
    group(`translate(${x} ${y}) rotate(${rot})`, [
      path('M-6 -30H6L5 -20C18 -14 20 6 8 18L10 26H-10L-8 18C-20 6 -18 -14 -5 -20Z', fill(C.ivory)),
      rect(-11, -36, 22, 6, fill(C.gold), 3),
    ])
  return [
    star(CX, 176, 8, 74, 24, fill(C.gold)),
    star(CX, 176, 8, 50, 18, fill(C.ivory), -67.5),
    circle(CX, 176, 10, fill(C.gold)),
    ...small.map(([x, y]) => star(x, y, 8, 14, 5, fill(C.gold))),
    path('M26 372Q150 340 274 372V434H26Z', fill(ACCENT.water, 0.4)),
    waves(36, 264, 390, 3, 13, C.ivory, 1.5),
    path('M114 322Q128 334 126 372M186 322Q172 334 174 372', line(C.ivory, 4)),
    jug(86, 300, 125),
    jug(214, 300, -125),
  ].join('')
}

// XVIII The Moon: the moon between two towers, its dew falling on the path from the pool with the crayfish.
function moon() {
  const tower = (x) =>
    rect(x - 18, 220, 36, 120, solid(C.dusk, C.brass, 2)) +
    path(`M${x - 18} 220v-10h9v10h9v-10h9v10h9v-10`, solid(C.dusk, C.brass, 2)) +
    rect(x - 4, 244, 8, 16, fill(C.gold), 4)
  const dew = [[112, 228], [150, 236], [188, 228], [130, 262], [170, 262]].map(([x, y]) => flame(x, y, 14, C.gold))
  return [
    sun(CX, 136, 46, 16, C.ivory, C.gold),
    crescent(142, 136, 40, 0, fill(C.gold), 0.7),
    ...dew,
    path('M26 330Q90 300 150 322T274 318V434H26Z', fill(C.dusk)),
    tower(58),
    tower(242),
    path('M150 312Q120 346 150 362T150 404', line(C.ivory, 6)),
    rect(26, 396, 248, 38, fill(ACCENT.water, 0.4)),
    waves(36, 264, 410, 2, 12, C.ivory, 1.5),
    ellipse(CX, 404, 10, 14, fill(ACCENT.fire)),
    circle(136, 388, 6, fill(ACCENT.fire)),
    circle(164, 388, 6, fill(ACCENT.fire)),
  ].join('')
}

// XIX The Sun: a great sun with straight and wavy rays over a wall with sunflowers.
function sunCard() {
  const wavy = Array.from({ length: 12 }, (_, i) => {
    const a = i * 30 + 15
    const list = Array.from({ length: 9 }, (_, k) => polar(CX, 186, 66 + k * 5, a + Math.sin(k * 1.1) * 3.5))
    return polyline(list, line(C.gold, 4))
  })
  const flower = (x, y) => path(`M${x} ${y}V374`, line(ACCENT.earth, 4)) + star(x, y, 10, 18, 10, fill(C.gold)) + circle(x, y, 8, fill(C.night))
  return [
    star(CX, 186, 12, 114, 66, fill(C.gold)),
    ...wavy,
    circle(CX, 186, 62, fill(C.gold)),
    circle(CX, 186, 52, line(C.brass, 3)),
    rect(26, 374, 248, 60, fill(C.dusk)),
    path('M26 374H274M26 394H274M26 414H274M60 374v20M120 374v20M180 374v20M240 374v20M90 394v20M150 394v20M210 394v20', line(C.brass, 2)),
    flower(64, 322),
    flower(118, 336),
    flower(182, 336),
    flower(236, 322),
  ].join('')
}

// XX Judgement: the trumpet with its cross banner sounds from the clouds; the dead rise from their coffins.
function judgement() {
  const coffin = (x) =>
    poly([[x - 26, 382], [x + 26, 382], [x + 22, 410], [x - 22, 410]], solid(C.dusk, C.brass, 2)) +
    person(x, 384, { robe: C.ivory, size: 0.72, arms: [[x - 20, 302], [x + 20, 302]] })
  return [
    // Group opacity keeps overlapping puffs one even cloud.
    `<g opacity="0.3">${[[66, 104, 34], [112, 92, 34], [160, 100, 30], [204, 110, 26], [236, 120, 20], [130, 120, 26]].map(([x, y, r]) => circle(x, y, r, fill(C.ivory))).join('')}</g>`,
    poly([[118, 150], [162, 181], [162, 229], [118, 198]], fill(C.ivory)),
    path('M140 170V218M118 186L162 212', line(C.gold, 6)),
    path('M92 132L196 206', line(C.gold, 8)),
    poly([[186, 192], [222, 198], [202, 232]], fill(C.gold)),
    poly([[26, 300], [60, 250], [96, 300]], fill(C.dusk)),
    poly([[204, 300], [240, 246], [274, 290]], fill(C.dusk)),
    rect(26, 396, 248, 38, fill(ACCENT.water, 0.4)),
    waves(36, 264, 418, 1, 12, C.ivory, 1.5),
    coffin(80),
    coffin(150),
    coffin(220),
  ].join('')
}

// XXI The World: a dancer in an oval laurel wreath tied with ribbons, the four elements at the corners.
function world() {
  const leaves = Array.from({ length: 32 }, (_, i) => {
    const t = (i / 32) * 360
    const [x, y] = [CX + 78 * Math.cos(rad(t)), 252 + 122 * Math.sin(rad(t))]
    const tangent = (Math.atan2(122 * Math.cos(rad(t)), -78 * Math.sin(rad(t))) * 180) / Math.PI
    return ellipse(x, y, 10, 5, fill(i % 2 ? C.gold : ACCENT.earth), tangent + (i % 2 ? 30 : -30))
  })
  const corners = [
    [52, 96, 'air'], [248, 96, 'water'], [52, 408, 'earth'], [248, 408, 'fire'],
  ].map(([x, y, el]) => circle(x, y, 17, solid(C.dusk, C.brass, 2)) + elementSign(x, y + 1, el, C.gold, 8))
  return [
    ellipse(CX, 252, 78, 122, line(C.brass, 6)),
    ...leaves,
    lemniscate(CX, 130, 18, line(ACCENT.fire, 5)),
    lemniscate(CX, 374, 18, line(ACCENT.fire, 5)),
    ...corners,
    // The dancer: one leg crossed behind, a sash, a wand in each hand.
    path('M150 286L146 338M150 286L170 318L152 332', line(C.ivory, 6)),
    poly([[140, 222], [160, 222], [166, 290], [134, 290]], fill(C.ivory)),
    path('M134 232Q152 262 168 242Q150 280 132 282', fill(ACCENT.fire)),
    path('M140 228L116 208M160 228L184 244', line(C.ivory, 5)),
    path('M110 194V224M188 232V260', line(C.gold, 4)),
    circle(CX, 206, 11, fill(C.ivory)),
  ].join('')
}

const MAJOR_EMBLEMS = [
  fool, magician, highPriestess, empress, emperor, hierophant, lovers, chariot, strength, hermit, wheel,
  justice, hangedMan, death, temperance, devil, tower, starCard, moon, sunCard, judgement, world,
]

// ---------------------------------------------------------------------------
// Minor arcana.

// Pip positions as [column, row] in units of the column gap and the row span, like playing cards.
const PIPS = {
  2: { scale: 1.05, span: 88, at: [[0, -1], [0, 1]] },
  3: { scale: 0.95, span: 112, at: [[0, -1], [0, 0], [0, 1]] },
  4: { scale: 0.95, span: 88, at: [[-1, -1], [1, -1], [-1, 1], [1, 1]] },
  5: { scale: 0.9, span: 104, at: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]] },
  6: { scale: 0.86, span: 112, at: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] },
  7: { scale: 0.8, span: 116, at: [[-1, -1], [1, -1], [0, -0.5], [-1, 0], [1, 0], [-1, 1], [1, 1]] },
  8: { scale: 0.76, span: 116, at: [[-1, -1], [1, -1], [0, -0.5], [-1, 0], [1, 0], [0, 0.5], [-1, 1], [1, 1]] },
  9: { scale: 0.7, span: 126, at: [[-1, -1], [1, -1], [-1, -1 / 3], [1, -1 / 3], [0, 0], [-1, 1 / 3], [1, 1 / 3], [-1, 1], [1, 1]] },
  10: { scale: 0.68, span: 126, at: [[-1, -1], [1, -1], [0, -2 / 3], [-1, -1 / 3], [1, -1 / 3], [-1, 1 / 3], [1, 1 / 3], [0, 2 / 3], [-1, 1], [1, 1]] },
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
    person(CX, 404, { robe: accent, head: C.ivory, size: 2.1, arms: [[120, 196], [180, 196]] }),
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
    return frame(id, { mark: ROMAN[n], name: MAJOR_TITLE[n], element: MAJOR_ELEMENT[n], body: MAJOR_EMBLEMS[n]() })
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
  const seeds = [[46, 90], [92, 116], [244, 84], [58, 170], [236, 150], [40, 236], [118, 108], [206, 106]]
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
    corner(44, 44), corner(256, 44), corner(44, 456), corner(256, 456),
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
