// The font options for resvg. The SVGs ask for the generic `serif`; resvg maps it to Times
// New Roman, which Linux machines lack, so point it at the metric-compatible Liberation Serif.
// Loading its two files directly, rather than scanning every system font for each render,
// makes a render some ten times faster on a busy machine; without them, the system's fonts.
import { existsSync } from 'node:fs'

const DIR = '/usr/share/fonts/truetype/liberation'
const FILES = ['LiberationSerif-Regular.ttf', 'LiberationSerif-Bold.ttf'].map((name) => `${DIR}/${name}`)
const family = { serifFamily: 'Liberation Serif', defaultFontFamily: 'Liberation Serif' }

export const FONT = FILES.every((file) => existsSync(file)) ? { loadSystemFonts: false, fontFiles: FILES, ...family } : { loadSystemFonts: true, ...family }
