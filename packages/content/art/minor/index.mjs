// The minor arcana's illustrated scenes, by card id (`Wands02`, `Cups13`, …). A card with
// no scene here falls back to the composed pips (numbers) or the emblem (courts) in card-art.mjs.
import { SCENES as coins } from './coins.mjs'
import { SCENES as courts } from './courts.mjs'
import { SCENES as cups } from './cups.mjs'
import { SCENES as swords } from './swords.mjs'
import { SCENES as wands } from './wands.mjs'

export const MINOR_SCENES = Object.freeze({ ...wands, ...cups, ...swords, ...coins, ...courts })
