// The major arcana's scenes, indexed by card number (0 The Fool … 21 The World): one file per
// group of seven or eight cards, helpers shared between them in common.mjs.
import { SCENES as first } from './first.mjs'
import { SCENES as second } from './second.mjs'
import { SCENES as third } from './third.mjs'

export const MAJOR_SCENES = Object.freeze([...first, ...second, ...third])
