// Major arcana VIII–XIV as scenes: each draws the picture its own text describes
// (packages/content/cards/major.json), after Waite 1910, in the minors' figure style.
// Each function draws the art panel's body (see kit.mjs: PANEL, CX, CY).
import { C, ACCENT, fill, line, solid, circle, ellipse, rect, poly, path, group, place, text, polar, star, sun, spokes, lemniscate, rose, waves, cup, sword } from '../kit.mjs'
import { HAIR, GREY, head, youth, throne, seated, circlet, limb, horse, rider } from '../minor/figures.mjs'
import { figure } from '../minor/wands.mjs'
import { kneeler, prone } from '../minor/swords.mjs'
import { RED, PURPLE, STONE, BLOND, wing, lion, creature, ridge, snow } from './common.mjs'

// VIII Strength: a woman in white closes the lion's jaws with her hands; a garland of flowers binds them; ∞ above her head.
function strength() {
  const garland = [
    [78, 322],
    [96, 330],
    [114, 338],
    [132, 348],
    [170, 376],
  ].map(([x, y]) => rose(x, y, 7, RED, C.gold))
  return [
    ridge([
      [26, 300],
      [96, 240],
      [150, 286],
      [214, 230],
      [274, 290],
    ]),
    snow(214, 230, 12),
    path('M26 392Q150 372 274 392V434H26Z', fill('#3e4a2e')),
    lion(228, 424, -1, 1.2),
    place(64, 428, 0.95, [
      // Her hair falls behind her shoulders.
      path('M-17 -178C-26 -150 -24 -128 -14 -120H14C24 -128 26 -150 17 -178Z', fill(HAIR)),
      youth({
        tunic: C.ivory,
        trim: C.gold,
        hose: C.ivory,
        dir: 1,
        tilt: 2,
        arms: [
          [
            [44, -128],
            [74, -95],
          ],
          [
            [56, -104],
            [86, -69],
          ],
        ],
      }),
      lemniscate(8, -222, 30, line(C.gold, 5)),
    ]),
    ...garland,
  ].join('')
}

// IX The Hermit: on a snowy peak an old man in a grey cloak holds up a lantern with a six-pointed star, leaning on his staff, looking down.
function hermit() {
  return [
    poly(
      [
        [26, 434],
        [26, 404],
        [128, 360],
        [150, 354],
        [274, 396],
        [274, 434],
      ],
      fill(C.dusk),
    ),
    poly(
      [
        [150, 354],
        [112, 372],
        [132, 376],
        [150, 368],
        [170, 378],
        [188, 370],
      ],
      fill(C.ivory),
    ),
    circle(200, 196, 64, fill(C.gold, 0.1)),
    circle(200, 196, 40, fill(C.gold, 0.16)),
    path('M86 150V372', line(C.brass, 6)),
    // The cloak, long and plain, falling to the snow.
    path('M112 150C90 210 82 300 74 368H186C176 300 170 220 150 150Z', solid(STONE, C.brass, 2.5)),
    path('M128 160C124 240 122 300 120 366', line(C.brass, 1.5)),
    limb(
      [
        [104, 198],
        [90, 226],
      ],
      STONE,
      12,
    ),
    circle(90, 226, 6, fill(C.ivory)),
    head(134, 158, 16, { dir: 1, hair: GREY, beard: GREY }),
    // The hood over his head.
    path('M112 168C108 132 132 124 148 132C160 138 158 150 154 150C146 140 126 140 122 170Z', fill(STONE)),
    limb(
      [
        [150, 196],
        [178, 214],
        [200, 184],
      ],
      STONE,
      12,
    ),
    circle(200, 182, 6, fill(C.ivory)),
    path('M200 184V196', line(C.gold, 3)),
    poly(
      [
        [188, 198],
        [212, 198],
        [216, 212],
        [208, 232],
        [192, 232],
        [184, 212],
      ],
      solid(C.night, C.gold, 3),
    ),
    star(200, 215, 6, 9, 5, fill(C.ivory)),
  ].join('')
}

// X Wheel of Fortune: the wheel lettered T A R O in the sky; the sphinx on top, the serpent sliding down, Anubis rising;
// a winged creature reading in each corner.
function wheel() {
  const letters = ['T', 'A', 'R', 'O'].map((l, i) => {
    const [x, y] = polar(150, 266, 78, -90 + i * 90)
    return text(x, y + 7, 18, C.ivory, l, ' font-weight="bold"')
  })
  return [
    `<g opacity="0.22">${[
      [60, 200, 30],
      [240, 330, 34],
      [90, 340, 26],
      [220, 190, 24],
    ]
      .map(([x, y, r]) => circle(x, y, r, fill(C.ivory)))
      .join('')}</g>`,
    circle(150, 266, 92, solid('#2b3a70', C.gold, 6)),
    circle(150, 266, 64, solid(C.navy, C.brass, 2.5)),
    spokes(150, 266, 8, 16, 64, line(C.gold, 4)),
    circle(150, 266, 14, fill(C.gold)),
    ...letters,
    // The sphinx, sitting on the rim with a sword.
    // The sphinx crouching on the rim: a lion's body, a human head in a striped headdress, a sword.
    ellipse(136, 164, 28, 11, fill('#5a78a8')),
    path('M146 150L154 170H178', line('#5a78a8', 9)),
    path('M150 162L154 128Q163 118 172 128L176 162Z', fill(C.gold)),
    path('M151 150H175M152 140H174', line(C.brass, 2)),
    circle(163, 138, 8, fill(C.ivory)),
    circle(160, 137, 1.5, fill(C.night)),
    circle(166, 137, 1.5, fill(C.night)),
    path('M108 162q-12 -4 -10 -18', line('#5a78a8', 4)),
    path('M186 170V118', line(C.ivory, 3)),
    path('M180 158H192', line(C.gold, 3)),
    // The serpent on the left, Anubis on the right.
    path('M52 190q14 18 0 36t0 36t0 36t0 36', line(ACCENT.fire, 6)),
    ellipse(52, 334, 7, 10, fill(ACCENT.fire)),
    figure(248, 356, {
      s: 1.1,
      robe: RED,
      skin: '#a8743c',
      pose: 'stand',
      arms: [
        [
          [236, 300],
          [228, 290],
        ],
      ],
    }),
    // The jackal's muzzle and tall ears.
    poly(
      [
        [252, 262],
        [270, 268],
        [254, 274],
      ],
      fill('#a8743c'),
    ),
    poly(
      [
        [241, 262],
        [242, 244],
        [248, 258],
      ],
      fill('#a8743c'),
    ),
    poly(
      [
        [248, 258],
        [252, 244],
        [255, 262],
      ],
      fill('#a8743c'),
    ),
    creature('angel', 52, 100, 1, true),
    creature('eagle', 248, 100, 1, true),
    creature('bull', 52, 398, 1, true),
    creature('lion', 248, 398, 1, true),
  ].join('')
}

// XI Justice: seated between two pillars in a red robe and green mantle, sword upright in her right hand, scales in her left; a white shoe shows.
function justice() {
  const pan = (x) => path(`M${x} -104L${x - 14} -64M${x} -104L${x + 14} -64`, line(C.gold, 2)) + path(`M${x - 18} -64H${x + 18}A18 12 0 0 1 ${x - 18} -64Z`, fill(C.gold))
  return [
    rect(56, 96, 188, 250, fill(PURPLE)),
    rect(30, 90, 28, 344, solid(STONE, C.brass, 2)),
    rect(242, 90, 28, 344, solid(STONE, C.brass, 2)),
    place(150, 300, 0.88, [
      throne({ stone: C.dusk }),
      seated({
        robe: RED,
        cloak: ACCENT.earth,
        trim: C.gold,
        crownTips: 3,
        veil: null,
        arms: [
          [
            [-50, -56],
            [-52, -68],
          ],
          [
            [46, -54],
            [56, -100],
          ],
        ],
      }),
      // The white shoe peeking out from her hem.
      ellipse(22, 100, 13, 6, fill(C.ivory)),
      place(-52, -120, 1.15, sword(ACCENT.air)),
      path('M56 -104H56M18 -104H94', line(C.gold, 4)),
      circle(56, -104, 5, fill(C.gold)),
      pan(18),
      pan(94),
    ]),
  ].join('')
}

// XII The Hanged Man: hanging by one foot from a living tau cross, the other leg bent behind into a cross,
// hands behind his back, face calm, haloed.
function hangedMan() {
  const leaf = (x, y, rot) => ellipse(x, y, 11, 5, fill(ACCENT.earth), rot)
  return [
    path('M64 434V104M236 434V104', line(C.brass, 12)),
    rect(54, 94, 192, 16, fill(C.brass), 6),
    leaf(64, 90, -30),
    leaf(236, 90, 30),
    leaf(108, 90, 20),
    leaf(192, 90, -20),
    leaf(64, 170, 40),
    leaf(236, 230, -40),
    path('M150 110V134', line(C.ivory, 3)),
    // The straight leg from the rope, the other bent behind it into a 4 (red hose).
    limb(
      [
        [150, 134],
        [150, 232],
      ],
      RED,
      11,
    ),
    limb(
      [
        [150, 196],
        [188, 176],
        [186, 138],
      ],
      RED,
      11,
    ),
    ellipse(150, 130, 7, 10, fill(C.night)),
    ellipse(188, 134, 7, 10, fill(C.night)),
    // The blue tunic hangs down towards the head.
    poly(
      [
        [134, 222],
        [166, 222],
        [176, 310],
        [124, 310],
      ],
      solid('#3f6f9e', C.gold, 2),
    ),
    path('M134 234H166', line(C.gold, 4)),
    // Arms folded behind the back: the elbows stick out.
    limb(
      [
        [132, 300],
        [108, 270],
        [140, 250],
      ],
      '#3f6f9e',
      9,
    ),
    limb(
      [
        [168, 300],
        [192, 270],
        [160, 250],
      ],
      '#3f6f9e',
      9,
    ),
    circle(150, 338, 34, fill(C.gold, 0.25)),
    spokes(150, 338, 16, 26, 42, line(C.gold, 3)),
    group('rotate(180 150 334)', head(150, 334, 16, { dir: 0, hair: BLOND })),
  ].join('')
}

// XIII Death: a skeleton in black armour on a white horse with the black banner of the white rose; a king has fallen,
// a bishop pleads, a child kneels; far off the sun rises between two towers.
function death() {
  const tower = (x) => rect(x - 10, 218, 20, 50, solid(C.dusk, C.brass, 1.5)) + path(`M${x - 10} 218v-6h5v6h5v-6h5v6h5v-6`, line(C.brass, 1.5))
  const skull = [
    circle(-4, -168, 13, fill(C.ivory)),
    circle(-8, -170, 3.4, fill(C.night)),
    circle(2, -170, 3.4, fill(C.night)),
    path('M-9 -158H4M-6 -161V-155M-2 -161V-155M2 -161V-155', line(C.night, 1.6)),
  ].join('')
  const banner = [path('M30 -142V-262', line(C.gold, 4)), path('M32 -258H96L84 -230L96 -202H32Z', solid(C.night, C.brass, 2)), rose(60, -230, 14, C.ivory, C.gold)].join('')
  return [
    ...[200, 222, 244, 266, 288, 310, 332].map((a) => spokes(226, 254, 1, 28, 40, line(C.gold, 3), a)),
    path('M202 254A24 24 0 0 1 250 254Z', fill(C.gold)),
    tower(194),
    tower(258),
    path('M26 262H274V434H26Z', fill('#2f3a4a')),
    waves(150, 274, 276, 2, 10, C.ivory, 1.2),
    place(
      116,
      404,
      0.82,
      horse({
        gait: 'walk',
        coat: C.ivory,
        mane: GREY,
        cloth: C.night,
        harness: C.gold,
        rider:
          rider({
            armour: C.night,
            cloak: C.night,
            hand: [
              [18, -128],
              [30, -142],
            ],
            helm: 'plume',
            crest: RED,
          }) +
          skull +
          banner,
        riderLeg: limb(
          [
            [-4, -82],
            [16, -58],
            [10, -30],
          ],
          C.night,
          12,
        ),
      }),
    ),
    // The fallen king, crown rolled away.
    prone(40, 112, 414, { robe: RED }),
    circlet(34, 400, 16, 8, 3),
    // The bishop in his mitre, hands pressed together; the child kneeling.
    figure(238, 420, {
      s: 1.05,
      robe: C.gold,
      arms: [
        [
          [226, 370],
          [220, 358],
        ],
        [
          [232, 370],
          [222, 360],
        ],
      ],
    }),
    poly(
      [
        [232, 320],
        [238, 300],
        [246, 320],
      ],
      fill(C.ivory),
    ),
    kneeler(196, 428, { robe: C.ivory, head: C.ivory, size: 0.7, dir: -1, arms: [[186, 404]] }),
  ].join('')
}

// XIV Temperance: a winged angel, one foot on land and one in the pool, pours water from cup to cup;
// a triangle in a square on the robe, irises by the bank, a path to a distant crown of light.
function temperance() {
  return [
    ridge([
      [26, 250],
      [78, 180],
      [120, 226],
      [170, 160],
      [216, 220],
      [274, 180],
    ]),
    sun(204, 156, 12, 10),
    path('M204 176C190 230 230 280 200 360', line(C.brass, 5)),
    rect(150, 378, 124, 56, fill(ACCENT.water, 0.4)),
    waves(156, 268, 392, 3, 12, C.ivory, 1.3),
    path('M26 378H150V434H26Z', fill('#3e4a2e')),
    wing(136, 262, -1, 84, { color: RED, alt: ACCENT.fire, rise: 60 }),
    wing(164, 262, 1, 84, { color: RED, alt: ACCENT.fire, rise: 60 }),
    place(150, 426, 0.86, [
      youth({
        tunic: C.ivory,
        trim: C.gold,
        hose: C.ivory,
        dir: -1,
        arms: [
          [
            [-46, -120],
            [-62, -128],
          ],
          [
            [44, -106],
            [60, -84],
          ],
        ],
      }),
      // Triangle within a square on the breast.
      rect(-10, -140, 20, 20, line(C.brass, 2)),
      poly(
        [
          [0, -138],
          [8, -123],
          [-8, -123],
        ],
        fill(C.gold),
      ),
      circle(0, -174, 3, fill(C.gold)),
    ]),
    // The cups: the upper one tips; the stream runs across into the lower.
    place(92, 312, 0.42, group('rotate(40)', cup(ACCENT.water))),
    place(206, 362, 0.42, cup(ACCENT.water)),
    path('M100 304C150 308 200 322 206 348', line(ACCENT.water, 6)),
    path('M100 304C150 308 200 322 206 348', line(C.ivory, 1.5)),
    // Irises on the bank.
    path('M44 378V334M60 378V322', line(ACCENT.earth, 4)),
    star(44, 330, 3, 9, 3, fill(C.gold)),
    star(60, 318, 3, 9, 3, fill(C.gold)),
  ].join('')
}

export const SCENES = [strength, hermit, wheel, justice, hangedMan, death, temperance]
