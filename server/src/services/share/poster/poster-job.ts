import { Resvg } from '@resvg/resvg-js'
import { type Poster, type ReadingPosterInput, type TodayPosterInput, readingPoster, todayPoster } from './compose'
import { GlyphCache } from './glyphs'
import { type PosterLabel, labelChunks } from './implicit-label'
import { posterCode } from './poster-code'
import { withTextChunks } from './png-text'

/**
 * One poster to draw, as plain data that crosses to a worker thread (renderer.ts): what the poster service chose to
 * print, the code's link (and the mini-program code's PNG, when there is one) and the font files. The words' layout
 * and the resvg render both happen where the job runs, which is never the event loop in the server.
 */
export interface PosterCodeSpec {
  link: string
  miniCode: Uint8Array | null
}

export type ReadingPosterData = Omit<ReadingPosterInput, 'glyphs' | 'code'> & { code: PosterCodeSpec }
export type TodayPosterData = Omit<TodayPosterInput, 'glyphs' | 'code'> & { code: PosterCodeSpec }

export type PosterJob = ({ kind: 'reading'; input: ReadingPosterData } | { kind: 'today'; input: TodayPosterData }) & {
  /** The implicit label written into the PNG's metadata (implicit-label.ts); none for a poster with no label yet. */
  label?: PosterLabel
}

/** The fonts a job is drawn with: the CJK files for the words' outlines, Liberation Serif for the card art's titles. */
export interface PosterFonts {
  glyphFiles: string[]
  serifFiles: string[]
}

/** The poster's SVG and the words on it, the words laid out with `glyphs`. */
export function composeJob(job: PosterJob, glyphs: GlyphCache): Poster {
  const code = posterCode(job.input.code.link, job.input.code.miniCode)
  return job.kind === 'reading' ? readingPoster({ ...job.input, code, glyphs }) : todayPoster({ ...job.input, code, glyphs })
}

/** SVG to PNG with resvg: the page has no `<text>` of its own left, only the card art's titles need a font (a small one). */
export function svgToPng(svg: string, serifFiles: string[]): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: serifFiles, defaultFontFamily: 'Liberation Serif', serifFamily: 'Liberation Serif' },
  })
  return resvg.render().asPng()
}

/** The PNG of a job, start to end (what a worker thread runs). */
export function renderJob(job: PosterJob, fonts: PosterFonts): Buffer {
  const png = svgToPng(composeJob(job, new GlyphCache(fonts.glyphFiles)).svg, fonts.serifFiles)
  if (!job.label) return png
  const { texts, international } = labelChunks(job.label)
  return withTextChunks(png, texts, international)
}
