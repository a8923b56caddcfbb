// Major arcana 0–VII as scenes: each draws the picture its own text describes
// (packages/content/cards/major.json), after Waite 1910, in the minors' figure style.
// Each function draws the art panel's body (see kit.mjs: PANEL, CX, CY).
import { C, ACCENT, fill, line, solid, circle, ellipse, rect, poly, path, group, place, text, polar, star, sun, spokes, crescent, lemniscate, flame, rose, symbol, crown } from '../kit.mjs'
import { HAIR, GREY, head, youth, throne, seated, circlet, limb } from '../minor/figures.mjs'
import { kneeler } from '../minor/swords.mjs'
import { RED, PURPLE, STONE, BLOND, wing, bare, leapingDog, ramHead, ridge, snow } from './common.mjs'

// 0 The Fool: a young traveller at the cliff edge, white rose in one hand, bundle on his staff, a small dog leaping.
function fool() {
  return [
    sun(210, 120, 22, 12),
    ridge([
      [26, 300],
      [70, 236],
      [104, 282],
      [140, 250],
      [178, 300],
      [226, 246],
      [274, 296],
    ]),
    snow(70, 236),
    snow(226, 246),
    // The cliff ends on the right; beyond it, nothing but air.
    path('M26 434V350L112 340L188 346L210 360L198 380L204 434Z', solid(C.night, C.brass, 2.5)),
    place(136, 346, 0.7, [
      path('M64 -132L-66 -246', line(C.brass, 5)),
      path('M-80 -262C-104 -250 -100 -216 -74 -218C-50 -220 -52 -254 -80 -262Z', solid(C.ivory, C.brass, 2)),
      youth({
        tunic: C.gold,
        trim: RED,
        hose: C.ivory,
        dir: 1,
        tilt: 1,
        hat: 'cap',
        hatColor: RED,
        arms: [
          [
            [-40, -120],
            [-58, -132],
          ],
          [
            [40, -128],
            [44, -150],
          ],
        ],
      }),
      rose(-62, -146, 12),
    ]),
    leapingDog(80, 342, 1, C.ivory, 1.15),
  ].join('')
}

// I The Magician: wand raised to the sky, the other hand pointing to the earth; the four suits on his table; ∞ above.
function magician() {
  const corner = (x, y) => rose(x, y, 11, RED, C.gold)
  return [
    corner(48, 92),
    corner(78, 82),
    corner(222, 82),
    corner(252, 92),
    path('M36 104Q150 60 264 104', line(ACCENT.earth, 3)),
    place(150, 446, 1.0, [
      // The red cloak behind him.
      path('M-26 -150C-56 -110 -60 -40 -56 0H56C60 -40 56 -110 26 -150Z', fill(RED)),
      youth({
        tunic: C.ivory,
        trim: C.gold,
        hose: C.ivory,
        dir: 0,
        arms: [
          [
            [-44, -186],
            [-40, -232],
          ],
          [
            [46, -128],
            [66, -104],
          ],
        ],
      }),
      path('M66 -104v18', line(C.ivory, 5)),
      // The double-ended white wand.
      path('M-40 -276V-212', line(C.ivory, 7)),
      circle(-40, -278, 6, fill(C.gold)),
      circle(-40, -210, 6, fill(C.gold)),
      lemniscate(0, -212, 28, line(C.gold, 5)),
    ]),
    rect(36, 366, 228, 14, fill(C.brass), 3),
    rect(48, 380, 204, 54, solid(C.dusk, C.brass, 2)),
    place(64, 346, 0.42, symbol('Wands')),
    place(100, 350, 0.42, symbol('Cups')),
    place(200, 346, 0.42, symbol('Swords')),
    place(238, 352, 0.4, symbol('Coins')),
  ].join('')
}

// II The High Priestess: seated between the black pillar B and the white pillar J, the veil of pomegranates behind,
// a scroll in her lap, the moon crown, a crescent at her feet.
function highPriestess() {
  const pillar = (x, body, letter, ink) =>
    rect(x - 20, 110, 40, 324, solid(body, C.brass, 2)) + rect(x - 26, 100, 52, 14, fill(C.brass), 2) + circle(x, 92, 10, fill(C.brass)) + text(x, 168, 26, ink, letter, ' font-weight="bold"')
  const fruit = []
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++) {
      const [x, y] = [112 + col * 38 + (row % 2) * 19 - 8, 132 + row * 42]
      fruit.push(
        circle(x, y, 7, fill(RED)) +
          poly(
            [
              [x - 3, y - 6],
              [x, y - 11],
              [x + 3, y - 6],
            ],
            fill(C.gold),
          ),
      )
    }
  return [
    rect(90, 112, 120, 280, fill(C.dusk)),
    ...fruit,
    place(150, 318, 0.74, [
      rect(-64, -4, 128, 110, solid(C.ivory, C.brass, 2), 3),
      seated({
        robe: '#3f6f9e',
        cloak: C.ivory,
        trim: C.ivory,
        veil: '#23406a',
        crownTips: 3,
        arms: [
          [
            [-40, -50],
            [-16, -36],
          ],
          [
            [40, -50],
            [16, -36],
          ],
        ],
        pattern: path('M0 -96V-60M-12 -84H12', line(C.ivory, 4)),
      }),
      // The scroll, half hidden in her mantle.
      rect(-26, -46, 40, 18, solid(C.ivory, C.brass, 2), 4),
      // The moon crown: a full disc between two horns.
      circle(0, -162, 11, fill(C.ivory)),
      crescent(-18, -160, 10, 180, fill(C.ivory)),
      crescent(18, -160, 10, 0, fill(C.ivory)),
    ]),
    crescent(150, 412, 26, -90, fill(C.gold)),
    pillar(64, C.night, 'B', C.ivory),
    pillar(236, C.ivory, 'J', C.night),
  ].join('')
}

// III The Empress: on cushions at the edge of the ripening wheat, crown of twelve stars, heart shield with Venus, a stream and a wood.
function empress() {
  const trees = [44, 74, 226, 258].map((x, i) => path(`M${x} 260V230`, line(C.brass, 4)) + ellipse(x, 206 - (i % 2) * 10, 20, 30, fill(ACCENT.earth)))
  const wheat = [64, 92, 206, 234, 262].map((x, i) => {
    const top = 372 + (i % 2) * 12
    const grains = [0, 1, 2].map((k) => ellipse(x - 4, top + k * 9, 3, 6, fill(C.gold), -25) + ellipse(x + 4, top + k * 9, 3, 6, fill(C.gold), 25))
    return path(`M${x} ${top - 6}V434`, line(C.brass, 2.5)) + ellipse(x, top - 6, 3, 6, fill(C.gold)) + grains.join('')
  })
  const stars = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(0, -128, 36, 180 + (i * 180) / 11)
    return star(x, y, 5, 7, 3, fill(C.gold))
  })
  return [
    ...trees,
    path('M26 262H274V434H26Z', fill('#3e4a2e')),
    // The stream falling from the wood.
    path('M250 262C244 300 270 330 250 360S258 410 246 434', line(ACCENT.water, 12)),
    path('M250 262C244 300 270 330 250 360S258 410 246 434', line(C.ivory, 2)),
    place(146, 330, 0.78, [
      rect(-100, -150, 200, 250, fill(RED), 40),
      seated({
        robe: C.ivory,
        cloak: '#c98a5a',
        trim: C.gold,
        crownTips: 5,
        veil: BLOND,
        arms: [
          [
            [-46, -60],
            [-50, -76],
          ],
          [
            [40, -40],
            [30, -20],
          ],
        ],
        pattern: [
          [-10, -80],
          [10, -60],
          [-14, -44],
          [20, 20],
          [-24, 40],
          [6, 60],
        ]
          .map(([x, y]) => circle(x, y, 5, fill(RED)))
          .join(''),
      }),
      // The sceptre, and the crown of twelve stars.
      path('M-50 -150V-50', line(C.gold, 5)),
      circle(-50, -156, 9, fill(C.gold)),
      ...stars,
    ]),
    // The heart-shaped shield with the sign of Venus.
    path('M66 412C40 392 32 372 36 356C40 340 60 338 66 352C72 338 92 340 96 356C100 372 92 392 66 412Z', solid(C.dusk, C.gold, 3)),
    circle(66, 364, 7, line(C.gold, 3)),
    path('M66 371V390M59 382H73', line(C.gold, 3)),
    ...wheat,
  ].join('')
}

// IV The Emperor: crowned and bearded on a stone throne carved with rams' heads; ankh sceptre, orb, armour under the red robe; bare mountains.
function emperor() {
  return [
    ridge(
      [
        [26, 264],
        [60, 180],
        [92, 236],
        [132, 150],
        [170, 226],
        [212, 168],
        [274, 256],
      ],
      '#3a2f4a',
    ),
    place(150, 290, 0.96, [
      throne({ stone: '#4a4f66', top: ramHead(0, -190, 1.2), sides: (x, y) => ramHead(x, y, 0.9) }),
      seated({
        robe: RED,
        cloak: '#7a2f35',
        trim: C.gold,
        beard: GREY,
        crownTips: 5,
        arms: [
          [
            [-48, -52],
            [-54, -62],
          ],
          [
            [46, -52],
            [52, -64],
          ],
        ],
        // Armour shows at the shins.
        pattern: rect(-40, 60, 80, 34, fill(STONE)) + path('M-40 72H40M0 60V94', line(C.brass, 2)),
      }),
      // The ankh sceptre and the orb.
      ellipse(-54, -126, 9, 12, line(C.gold, 5)),
      path('M-54 -114V-40M-68 -108H-40', line(C.gold, 6)),
      circle(52, -76, 13, fill(C.gold)),
      path('M52 -89V-100M46 -95H58', line(C.gold, 3)),
    ]),
  ].join('')
}

// V The Hierophant: between two grey pillars, triple crown, right hand raised in blessing, crossed keys at his feet, two followers kneeling.
function hierophant() {
  const column = (x) => rect(x - 16, 110, 32, 324, solid(STONE, C.brass, 2)) + rect(x - 22, 96, 44, 14, fill(C.brass), 2)
  const key = (rot, color) => group(`rotate(${rot} 150 384)`, [circle(150, 360, 8, line(color, 4)), path('M150 368V406M150 398H160M150 404H158', line(color, 4))])
  const follower = (x, robe, mark) =>
    kneeler(x, 434, { robe, head: HAIR, size: 1.05, dir: x < 150 ? 1 : -1, arms: [[x + (x < 150 ? 14 : -14), 386]] }) + circle(x + (x < 150 ? 2 : -2), 362, 5, fill(C.ivory)) + mark
  return [
    column(52),
    column(248),
    place(150, 272, 0.8, [
      throne({ stone: C.dusk }),
      seated({
        robe: RED,
        cloak: C.ivory,
        trim: C.gold,
        crownTips: 5,
        arms: [
          [
            [-50, -110],
            [-44, -152],
          ],
          [
            [44, -60],
            [54, -70],
          ],
        ],
      }),
      // Two fingers raised in blessing.
      path('M-48 -156v-12M-40 -156v-12', line(C.ivory, 4)),
      // The triple cross staff.
      path('M54 -200V40M42 -188H66M38 -174H70M34 -160H74', line(C.gold, 5)),
      // The papal tiara: a tall cap ringed by three crowns.
      path('M-22 -134C-24 -176 -12 -206 0 -210C12 -206 24 -176 22 -134Z', fill(C.ivory)),
      crown(0, -142, 46, 10, 5),
      crown(0, -168, 38, 8, 4),
    ]),
    key(-28, C.gold),
    key(28, C.ivory),
    follower(92, '#a34a4e', rose(94, 396, 7, C.ivory, RED)),
    follower(208, C.ivory, path('M206 390V406M200 396H212', line(ACCENT.earth, 3))),
  ].join('')
}

// VI The Lovers: the angel Raphael over a man and a woman; the tree of twelve flames behind him, the fruit tree with the serpent behind her.
function lovers() {
  return [
    sun(150, 132, 26, 14, C.gold, C.ivory),
    wing(136, 178, -1, 96, { color: PURPLE, alt: RED, rise: 46 }),
    wing(164, 178, 1, 96, { color: PURPLE, alt: RED, rise: 46 }),
    // The angel above the cloud, arms open over the pair.
    path('M134 176H166L174 230H126Z', fill(PURPLE)),
    limb(
      [
        [136, 184],
        [110, 206],
      ],
      PURPLE,
      8,
    ),
    limb(
      [
        [164, 184],
        [190, 206],
      ],
      PURPLE,
      8,
    ),
    head(150, 160, 14, { dir: 0, hair: ACCENT.fire }),
    `<g opacity="0.5">${[
      [96, 236, 26],
      [130, 228, 30],
      [170, 228, 30],
      [204, 236, 26],
    ]
      .map(([x, y, r]) => circle(x, y, r, fill(C.ivory)))
      .join('')}</g>`,
    poly(
      [
        [150, 262],
        [118, 434],
        [182, 434],
      ],
      fill(C.dusk),
    ),
    // Tree of flames behind him.
    path('M50 420V300', line(C.brass, 5)),
    ...[
      [36, 310],
      [50, 296],
      [64, 310],
      [42, 282],
      [58, 282],
      [50, 268],
    ].map(([x, y]) => flame(x, y, 20, ACCENT.fire)),
    // Fruit tree with the serpent behind her.
    path('M250 420V300', line(C.brass, 5)),
    circle(250, 284, 28, fill(ACCENT.earth)),
    circle(240, 276, 5, fill(RED)),
    circle(260, 286, 5, fill(RED)),
    circle(246, 296, 5, fill(RED)),
    path('M250 360q10 -8 0 -16t0 -16t0 -16', line(C.gold, 4)),
    circle(250, 310, 4, fill(C.gold)),
    bare(94, 428, 0.64, {
      dir: 1,
      arms: [
        [
          [-36, -110],
          [-44, -80],
        ],
        [
          [40, -120],
          [56, -118],
        ],
      ],
    }),
    bare(206, 428, 0.64, {
      dir: -1,
      long: true,
      hair: BLOND,
      arms: [
        [
          [-40, -120],
          [-56, -118],
        ],
        [
          [36, -110],
          [44, -80],
        ],
      ],
    }),
  ].join('')
}

// VII The Chariot: an armoured charioteer under a starry canopy, a walled city behind, a black and a white sphinx before him; no reins.
function chariot() {
  const canopyStars = [96, 123, 150, 177, 204].map((x, i) => star(x, 116 + (i % 2) * 10, 6, 7, 3, fill(C.gold)))
  const wheel = (x) => circle(x, 344, 24, solid(C.night, C.gold, 5)) + spokes(x, 344, 6, 4, 22, line(C.gold, 2.5))
  const sphinx = (x, body, edge) =>
    path(`M${x - 15} 372Q${x} 356 ${x + 15} 372L${x + 17} 392L${x + 30} 412H${x - 30}L${x - 17} 392Z`, solid(body, edge, 2)) +
    ellipse(x, 386, 10, 13, fill(C.gold)) +
    circle(x - 4, 384, 1.8, fill(C.night)) +
    circle(x + 4, 384, 1.8, fill(C.night)) +
    rect(x - 24, 412, 18, 8, solid(body, edge, 2), 3) +
    rect(x + 6, 412, 18, 8, solid(body, edge, 2), 3)
  const city = [40, 74, 226, 260].map(
    (x, i) => rect(x - 14, 206 - (i % 2) * 16, 28, 80, solid(C.dusk, C.brass, 1.5)) + path(`M${x - 14} ${206 - (i % 2) * 16}v-6h7v6h7v-6h7v6h7v-6`, line(C.brass, 1.5)),
  )
  return [
    ...city,
    rect(26, 250, 248, 40, solid(C.dusk, C.brass, 1.5)),
    path('M26 290H274V434H26Z', fill('#3e4a2e')),
    path('M76 140Q150 92 224 140Z', solid('#2b3a70', C.brass, 2)),
    ...canopyStars,
    path('M86 140V260M214 140V260', line(C.brass, 4)),
    // The charioteer: armour with crescent moons on the shoulders, a star on his crown, a wand in his hand.
    path('M126 206H174L178 270H122Z', solid(STONE, C.gold, 2)),
    path('M140 226H160M140 240H160', line(C.gold, 2)),
    crescent(126, 212, 10, -90, fill(C.ivory)),
    crescent(174, 212, 10, -90, fill(C.ivory)),
    limb(
      [
        [128, 214],
        [108, 240],
        [106, 230],
      ],
      STONE,
      9,
    ),
    circle(106, 230, 5, fill(C.ivory)),
    path('M106 166V262', line(C.gold, 4)),
    circle(106, 164, 6, fill(C.gold)),
    limb(
      [
        [172, 214],
        [186, 238],
        [176, 250],
      ],
      STONE,
      9,
    ),
    head(150, 186, 15, { dir: 0 }),
    circlet(150, 174, 30, 12, 5),
    star(150, 150, 8, 7, 3, fill(C.gold)),
    rect(72, 262, 156, 80, solid('#4a4f66', C.brass, 3), 3),
    // Winged disc on the front of the car.
    ellipse(124, 296, 22, 7, fill(C.gold), -12),
    ellipse(176, 296, 22, 7, fill(C.gold), 12),
    circle(150, 300, 9, fill(C.gold)),
    wheel(82),
    wheel(218),
    sphinx(110, C.night, C.brass),
    sphinx(190, C.ivory, C.brass),
  ].join('')
}

export const SCENES = [fool, magician, highPriestess, empress, emperor, hierophant, lovers, chariot]
