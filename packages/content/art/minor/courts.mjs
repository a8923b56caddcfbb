// The sixteen court cards as scenes, after each card's own text (packages/content/cards/).
// Rank shows in pose and age: the Page a youth standing, gazing at the symbol he holds;
// the Knight a rider on a whole horse whose gait is the suit's (Wands rearing, Cups walking,
// Swords charging, Pentacles standing still); the Queen a crowned woman enthroned with her
// symbol; the King a crowned, bearded older man enthroned with sceptre or symbol.
// Suit shows in colour (ACCENT), background (desert and pyramids, sea, windswept clouds,
// garden and fields) and the throne's carvings (lions and salamanders, shells and waves,
// butterflies and clouds or moons, bulls or goats and vines), as in Waite's 1910 deck.
import { C, ACCENT, fill, line, solid, circle, ellipse, rect, poly, path, place, group, sun, waves, rose, wand, cup, sword, pentacle } from '../kit.mjs'
import { GREY, youth, horse, rider, riderLeg, throne, seated, seatedSide, lionHead, salamander, shell, butterfly, bullHead, goatHead, vine, cloud, birds, tree, moonCarving } from './figures.mjs'

const FIRE = ACCENT.fire
const WATER = ACCENT.water
const AIR = ACCENT.air
const EARTH = ACCENT.earth

// ---------------------------------------------------------------------------
// Backgrounds, one per suit. `horizon` is where the land or sea meets the sky.

function desert(horizon = 352) {
  return [
    circle(222, horizon - 92, 20, fill(FIRE, 0.55)),
    poly(
      [
        [40, horizon],
        [78, horizon - 56],
        [116, horizon],
      ],
      fill(C.dusk),
    ),
    poly(
      [
        [78, horizon - 56],
        [116, horizon],
        [92, horizon],
      ],
      fill(C.brass, 0.35),
    ),
    poly(
      [
        [196, horizon],
        [236, horizon - 70],
        [276, horizon],
      ],
      fill(C.dusk),
    ),
    poly(
      [
        [236, horizon - 70],
        [276, horizon],
        [250, horizon],
      ],
      fill(C.brass, 0.35),
    ),
    path(`M26 ${horizon}Q150 ${horizon - 10} 274 ${horizon}V434H26Z`, fill(FIRE, 0.22)),
    path(`M40 ${horizon + 40}q30 -8 60 0M170 ${horizon + 56}q34 -8 68 0`, line(C.brass, 2)),
  ].join('')
}

function sea(horizon = 330) {
  return [rect(26, horizon, 248, 434 - horizon, fill(WATER, 0.28)), waves(26, 274, horizon + 12, Math.floor((434 - horizon) / 18), 18, WATER, 2.5)].join('')
}

function windSky() {
  return [cloud(70, 130, 1.3, AIR, 0.35), cloud(220, 112, 1.1, AIR, 0.35), cloud(246, 200, 0.9, AIR, 0.25), path('M34 170H110M180 150H262M40 236H96', line(AIR, 2))].join('')
}

function fields(horizon = 346) {
  const furrows = [0, 1, 2, 3].map((i) => `M26 ${horizon + 18 + i * 20}L274 ${horizon + 10 + i * 22}`).join('')
  return [path(`M26 ${horizon}Q150 ${horizon - 16} 274 ${horizon}V434H26Z`, fill(EARTH, 0.4)), path(furrows, line(C.brass, 1.6))].join('')
}

// ---------------------------------------------------------------------------
// Pages: a youth standing, gazing at the symbol held up.

// Salamanders printed on the tunic (local youth units).
const salamanderTunic = salamander(-12, -96, 0.5, C.night) + salamander(14, -126, 0.45, C.night)
// A flower print for the Page of Cups.
const flowerTunic = [
  [-14, -130],
  [12, -120],
  [-6, -96],
  [18, -88],
  [-20, -82],
]
  .map(([x, y]) => circle(x, y, 3.5, fill(C.ivory)))
  .join('')

function pageOfWands() {
  // In the desert with pyramid mounds, holding a tall staff upright and studying its tip.
  return [
    desert(),
    place(128, 414, 1.2, [
      youth({
        tunic: FIRE,
        dir: 1,
        tilt: 1,
        hat: 'cap',
        hatColor: C.dusk,
        pattern: salamanderTunic,
        arms: [
          [
            [36, -130],
            [54, -150],
          ],
          [
            [36, -106],
            [54, -102],
          ],
        ],
      }),
      place(56, -150, 1.3, wand(FIRE)),
    ]),
  ].join('')
}

function pageOfCups() {
  // By the sea, in a flowered tunic and a hat with a trailing scarf; a fish looks out of his cup.
  return [
    sea(316),
    place(132, 418, 1.2, [
      youth({
        tunic: WATER,
        dir: 1,
        hat: 'scarf',
        hatColor: C.dusk,
        pattern: flowerTunic,
        arms: [
          [
            [-34, -112],
            [-20, -92],
          ],
          [
            [40, -126],
            [52, -140],
          ],
        ],
      }),
      place(64, -160, 0.55, cup(WATER)),
      // The fish rising from the cup, head turned back to the page.
      ellipse(62, -190, 9, 17, solid(C.gold, C.brass, 1.5), -14),
      poly(
        [
          [70, -198],
          [80, -204],
          [72, -188],
        ],
        fill(C.gold),
      ),
      circle(57, -199, 2.4, fill(C.night)),
      path('M54 -186q4 3 8 0', line(C.night, 1.6)),
    ]),
  ].join('')
}

function pageOfSwords() {
  // On a windy rise, both hands on an upright sword, body one way and the eyes the other; birds scatter.
  return [
    windSky(),
    birds([
      [60, 100],
      [84, 86, 0.8],
      [104, 108, 0.7],
      [220, 260, 0.8],
      [244, 244],
    ]),
    path('M26 380Q140 336 274 372V434H26Z', fill(C.dusk)),
    path('M190 396L212 360M210 400L236 370', line(AIR, 2)),
    place(150, 392, 1.15, [
      youth({
        tunic: AIR,
        trim: C.brass,
        dir: -1,
        hose: C.night,
        arms: [
          [
            [14, -114],
            [36, -122],
          ],
          [
            [34, -104],
            [36, -112],
          ],
        ],
      }),
      place(36, -162, 1.35, sword(AIR)),
    ]),
  ].join('')
}

function pageOfPentacles() {
  // In a green meadow with furrows and a grove behind, the pentacle raised in both hands and studied.
  return [
    fields(336),
    tree(52, 340, 80),
    tree(78, 344, 60),
    tree(236, 338, 70),
    place(150, 420, 1.2, [
      youth({
        tunic: EARTH,
        trim: C.gold,
        dir: 0,
        hat: 'cap',
        hatColor: C.night,
        arms: [
          [
            [-36, -160],
            [-22, -196],
          ],
          [
            [36, -160],
            [22, -196],
          ],
        ],
      }),
      place(0, -214, 0.62, pentacle(EARTH)),
    ]),
  ].join('')
}

// ---------------------------------------------------------------------------
// Knights: a rider on a whole horse, the gait the suit's.

function knightOfWands() {
  // The horse rears under a rider whose helmet plumes stream like flames; pyramids behind.
  const hand = [
    [34, -140],
    [52, -160],
  ]
  return [
    desert(360),
    place(
      176,
      400,
      0.98,
      horse({
        gait: 'rear',
        coat: '#8a4b2a',
        mane: C.night,
        cloth: FIRE,
        rider: rider({ armour: C.brass, cloak: FIRE, lean: 14, hand, helm: 'plume', crest: FIRE }) + group('rotate(24 52 -160)', place(52, -166, 0.9, wand(FIRE))),
        riderLeg: riderLeg(C.brass),
      }),
    ),
  ].join('')
}

function knightOfCups() {
  // A white horse at a slow walk; winged helmet; the cup held out level like a gift; a stream ahead.
  return [
    sea(372),
    place(
      142,
      396,
      1.04,
      horse({
        gait: 'walk',
        coat: C.ivory,
        mane: GREY,
        cloth: WATER,
        rider:
          rider({
            armour: C.brass,
            cloak: WATER,
            hand: [
              [22, -124],
              [52, -126],
            ],
            helm: 'wings',
            crest: C.ivory,
          }) + place(56, -146, 0.5, cup(WATER)),
        riderLeg: riderLeg(C.brass),
      }),
    ),
  ].join('')
}

function knightOfSwords() {
  // Full gallop into the wind, sword raised high; clouds tear past, a tree bends, birds blown along.
  return [
    windSky(),
    birds([
      [230, 110],
      [250, 124, 0.8],
      [206, 96, 0.7],
    ]),
    path('M26 404H274V434H26Z', fill(C.dusk)),
    path('M248 404Q246 360 270 334', line(C.brass, 5)),
    circle(268, 330, 16, fill(AIR, 0.5)),
    place(
      138,
      404,
      1.0,
      horse({
        gait: 'charge',
        coat: C.ivory,
        mane: AIR,
        cloth: AIR,
        rider:
          rider({
            armour: AIR,
            cloak: C.dusk,
            lean: 14,
            hand: [
              [30, -160],
              [46, -192],
            ],
            helm: 'plain',
            crest: C.gold,
          }) + group('rotate(30 46 -192)', place(46, -236, 1.0, sword(AIR))),
        riderLeg: riderLeg(AIR),
      }),
    ),
  ].join('')
}

function knightOfPentacles() {
  // A sturdy dark horse standing square and still above ploughed fields; the rider looks at his pentacle.
  return [
    // A low evening sun over the fields lights the dark horse from behind.
    circle(196, 262, 70, fill(C.gold, 0.12)),
    circle(196, 262, 44, fill(C.gold, 0.16)),
    fields(350),
    place(
      150,
      410,
      1.05,
      horse({
        gait: 'stand',
        coat: '#4a362c',
        edge: C.gold,
        mane: C.night,
        cloth: EARTH,
        rider:
          rider({
            armour: C.brass,
            cloak: EARTH,
            hand: [
              [20, -128],
              [40, -140],
            ],
            helm: 'plain',
            crest: EARTH,
          }) + place(44, -150, 0.42, pentacle(EARTH)),
        riderLeg: riderLeg(C.brass),
      }),
    ),
  ].join('')
}

// ---------------------------------------------------------------------------
// Queens: a crowned woman enthroned with her symbol.

function queenOfWands() {
  // Lions carved on the throne; a staff in one hand and a sunflower in the other; a black cat at her feet.
  const sunflower = sun(0, 0, 8, 14, '#5a3a1a', C.gold)
  return [
    desert(372),
    // Sunflowers grow beside the throne, turned to the light like the one she holds.
    ...[
      [42, 330, 300],
      [258, 320, 290],
    ].map(([x, foot, top]) => path(`M${x} ${foot + 100}V${top}`, line(EARTH, 4)) + sun(x, top, 9, 14, '#5a3a1a', C.gold)),
    place(144, 300, 1.0, [
      throne({ top: lionHead(-44, -180, 0.9) + lionHead(44, -180, 0.9), sides: (x, y) => lionHead(x, y, 0.8) }),
      seated({
        robe: FIRE,
        cloak: C.gold,
        arms: [
          [
            [-50, -60],
            [-52, -40],
          ],
          [
            [44, -60],
            [52, -84],
          ],
        ],
        veil: null,
        lap: path('M52 -84V-128', line(EARTH, 4)) + ellipse(58, -108, 7, 3.5, fill(EARTH), -30) + place(52, -134, 1.1, sunflower),
      }),
      place(-52, -40, 1.1, wand(FIRE)),
      // The black cat, sitting up in front of the throne.
      ellipse(40, 94, 13, 16, solid(C.night, C.brass, 1.5)),
      circle(40, 72, 9, solid(C.night, C.brass, 1.5)),
      poly(
        [
          [33, 66],
          [34, 58],
          [39, 64],
        ],
        fill(C.night),
      ),
      poly(
        [
          [41, 64],
          [46, 58],
          [47, 66],
        ],
        fill(C.night),
      ),
      circle(37, 71, 1.6, fill(C.gold)),
      circle(43, 71, 1.6, fill(C.gold)),
      path('M52 104q14 -2 10 -20', line(C.night, 4)),
    ]),
  ].join('')
}

function queenOfCups() {
  // At the water's edge, on a throne of shells, gazing at the one closed cup with its angel handles.
  const lidded = [
    cup(WATER),
    path('M-30 -38Q0 -66 30 -38Z', fill(C.gold)),
    circle(0, -60, 6, fill(C.ivory)),
    // Handles as small winged figures.
    ellipse(-40, -22, 6, 12, fill(C.ivory), -20),
    ellipse(40, -22, 6, 12, fill(C.ivory), 20),
    circle(-40, -38, 5, fill(C.ivory)),
    circle(40, -38, 5, fill(C.ivory)),
  ]
  return [
    sea(350),
    path('M26 410Q80 396 150 406T274 400V434H26Z', fill(C.dusk)),
    place(150, 296, 1.05, [
      throne({ stone: '#2d4a5a', top: shell(0, -188, 1.3), sides: (x, y) => shell(x, y, 0.9) + path(`M${x - 16} ${y + 24}q8 -6 16 0t16 0`, line(WATER, 2)) }),
      seated({
        robe: WATER,
        cloak: C.ivory,
        trim: C.gold,
        dir: 0,
        arms: [
          [
            [-40, -50],
            [-16, -40],
          ],
          [
            [40, -50],
            [16, -40],
          ],
        ],
        veil: '#8fc3c1',
      }),
      // Held up close before her eyes, over her hands.
      place(0, -66, 0.62, lidded),
    ]),
  ].join('')
}

function queenOfSwords() {
  // In profile on a high throne carved with butterflies, sword straight up, the other hand open and reaching.
  return [
    windSky(),
    cloud(60, 380, 1.6, AIR, 0.3),
    cloud(230, 372, 1.4, AIR, 0.3),
    birds([[220, 96]]),
    path('M26 408H274V434H26Z', fill(C.dusk)),
    place(132, 312, 1.0, [
      // The throne from the side: a tall slab carved with butterflies, and the seat.
      rect(-56, -230, 30, 248, solid(C.dusk, C.brass, 3), 4),
      butterfly(-41, -206, 0.75),
      butterfly(-41, -150, 0.6),
      circle(-41, -104, 8, fill(C.ivory)),
      ellipse(-49, -104, 8, 4, fill(AIR), 20),
      ellipse(-33, -104, 8, 4, fill(AIR), -20),
      rect(-40, 0, 96, 18, solid(C.dusk, C.brass, 3), 3),
      rect(-34, 18, 84, 80, solid(C.dusk, C.brass, 2.5), 3),
      seatedSide({
        robe: AIR,
        cloak: C.dusk,
        trim: C.gold,
        arms: [
          [
            [36, -72],
            [84, -90],
          ],
          [
            [34, -56],
            [48, -100],
          ],
        ],
      }),
      place(48, -139, 1.15, sword(AIR)),
    ]),
  ].join('')
}

function queenOfPentacles() {
  // In a bower of roses, the pentacle cradled in her lap; goats' heads on the throne; a rabbit in the corner.
  const arch = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => {
    const a = Math.PI * (i / 8)
    return rose(150 - 108 * Math.cos(a), 250 - 150 * Math.sin(a), 11, '#c86a6a', C.gold)
  })
  return [
    fields(380),
    path('M42 400V250A108 150 0 0 1 258 250V400', line(EARTH, 5)),
    ...arch,
    place(150, 300, 1.0, [
      throne({ stone: '#3b3a2a', top: goatHead(0, -190, 1.1), sides: (x, y) => goatHead(x, y, 0.8) }),
      seated({
        robe: EARTH,
        cloak: '#7a2f3a',
        arms: [
          [
            [-40, -30],
            [-26, -14],
          ],
          [
            [40, -30],
            [26, -14],
          ],
        ],
        dir: 0,
        lap: place(0, -8, 0.55, pentacle(EARTH)),
      }),
    ]),
    // The rabbit.
    ellipse(248, 420, 12, 8, fill(GREY)),
    circle(238, 412, 6, fill(GREY)),
    ellipse(234, 400, 2.5, 8, fill(GREY), -10),
    ellipse(240, 400, 2.5, 8, fill(GREY), 10),
  ].join('')
}

// ---------------------------------------------------------------------------
// Kings: a crowned, bearded older man enthroned.

function kingOfWands() {
  // Lions and salamanders on the throne, a staff still sprouting, a living salamander at his feet; he leans forward.
  return [
    desert(380),
    place(150, 282, 1.0, [
      throne({ top: lionHead(0, -188, 1.1), sides: (x, y) => salamander(x, y, 0.9) }),
      seated({
        robe: FIRE,
        cloak: '#7a3a22',
        trim: C.gold,
        beard: GREY,
        dir: 1,
        crownTips: 3,
        arms: [
          [
            [-48, -50],
            [-68, -38],
          ],
          [
            [46, -64],
            [56, -70],
          ],
        ],
        lap: '',
      }),
      place(58, -96, 1.45, wand(FIRE)),
      group('rotate(-80 60 134)', salamander(60, 134, 1.1)),
    ]),
  ].join('')
}

function kingOfCups() {
  // A stone throne afloat on a restless sea: cup in the right hand, sceptre in the left, a fish amulet;
  // a ship sails on one side, a fish leaps on the other.
  return [
    sea(256),
    // Ship.
    path('M34 252H82L74 264H42Z', fill(C.brass)),
    path('M58 252V208', line(C.brass, 2.5)),
    poly(
      [
        [60, 212],
        [60, 248],
        [84, 248],
      ],
      fill(C.ivory),
    ),
    // Leaping fish.
    ellipse(238, 234, 18, 7, solid(WATER, C.gold, 1.5), -35),
    poly(
      [
        [224, 246],
        [212, 252],
        [218, 238],
      ],
      fill(WATER),
    ),
    circle(247, 227, 2, fill(C.night)),
    path('M216 262q8 -6 16 0', line(C.ivory, 2)),
    place(150, 290, 1.0, [
      rect(-84, 100, 168, 30, solid('#3c4a5a', C.brass, 3), 4),
      throne({ stone: '#3c4a5a', top: shell(0, -188, 1.2), sides: (x, y) => path(`M${x - 18} ${y}q9 -8 18 0t18 0M${x - 18} ${y + 14}q9 -8 18 0t18 0`, line(WATER, 3)) }),
      seated({
        robe: WATER,
        cloak: C.dusk,
        beard: GREY,
        crownTips: 3,
        arms: [
          [
            [-46, -50],
            [-44, -66],
          ],
          [
            [44, -50],
            [44, -70],
          ],
        ],
        lap: ellipse(0, -80, 5, 9, fill(C.gold)),
      }),
      place(-44, -94, 0.58, cup(WATER)),
      path('M44 -140V-20', line(C.gold, 5)),
      circle(44, -144, 7, fill(C.gold)),
    ]),
  ].join('')
}

function kingOfSwords() {
  // Facing us squarely, sword upright in his right hand; butterflies and crescents on the throne;
  // calm clouds, still trees, two birds high up.
  return [
    cloud(62, 118, 1.1, AIR, 0.3),
    cloud(238, 124, 1.0, AIR, 0.3),
    birds([
      [230, 90],
      [248, 98, 0.8],
    ]),
    path('M26 404H274V434H26Z', fill(C.dusk)),
    tree(44, 404, 70, '#5d6f80'),
    tree(256, 404, 70, '#5d6f80'),
    place(150, 292, 1.05, [
      throne({ top: butterfly(0, -186, 1.2), sides: (x, y) => moonCarving(x, y - 8, 1) + butterfly(x, y + 22, 0.7) }),
      seated({
        robe: AIR,
        cloak: '#3e4f78',
        beard: GREY,
        crownTips: 3,
        arms: [
          [
            [-44, -56],
            [-40, -66],
          ],
          [
            [48, -46],
            [38, -30],
          ],
        ],
      }),
      place(-40, -112, 1.35, sword(AIR)),
    ]),
  ].join('')
}

function kingOfPentacles() {
  // At ease on a throne of bulls' heads, his robe grown over with vines; a castle behind; sceptre, hand on the pentacle.
  const robeVines = vine(-40, -20, 40, 0.8) + vine(-44, 40, 44, 0.8) + vine(-20, -80, 20, 0.6)
  return [
    fields(370),
    // Castle.
    rect(200, 240, 60, 130, fill(C.dusk)),
    rect(188, 214, 24, 156, fill(C.dusk)),
    rect(248, 214, 24, 156, fill(C.dusk)),
    path('M188 214v-8h6v8h6v-8h6v8M248 214v-8h6v8h6v-8h6v8', line(C.dusk, 4)),
    rect(222, 330, 16, 40, fill(C.night), 8),
    path('M26 260Q60 220 110 236', line(EARTH, 0)),
    place(140, 300, 1.0, [
      throne({ stone: '#3b3a2a', top: bullHead(0, -186, 1.2), sides: (x, y) => bullHead(x, y, 0.9) }),
      seated({
        robe: '#4d4a2c',
        cloak: EARTH,
        beard: GREY,
        crownTips: 3,
        pattern: robeVines,
        arms: [
          [
            [-50, -50],
            [-48, -64],
          ],
          [
            [40, -36],
            [30, -4],
          ],
        ],
      }),
      path('M-48 -150V-10', line(C.gold, 5)),
      circle(-48, -156, 8, fill(C.gold)),
      place(30, 18, 0.55, pentacle(EARTH)),
    ]),
  ].join('')
}

export const SCENES = {
  Wands11: pageOfWands,
  Wands12: knightOfWands,
  Wands13: queenOfWands,
  Wands14: kingOfWands,
  Cups11: pageOfCups,
  Cups12: knightOfCups,
  Cups13: queenOfCups,
  Cups14: kingOfCups,
  Swords11: pageOfSwords,
  Swords12: knightOfSwords,
  Swords13: queenOfSwords,
  Swords14: kingOfSwords,
  Coins11: pageOfPentacles,
  Coins12: knightOfPentacles,
  Coins13: queenOfPentacles,
  Coins14: kingOfPentacles,
}
