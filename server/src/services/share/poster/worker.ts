import { move } from 'piscina'
import { type PosterFonts, type PosterJob, renderJob } from './poster-job'

/**
 * The poster worker (a piscina worker thread, renderer.ts): lays out and renders one job, and hands the PNG back
 * without a copy. Its glyph outlines stay in this thread between jobs (glyphs.ts, bounded).
 */
export default function renderPoster(task: { job: PosterJob; fonts: PosterFonts }): Uint8Array {
  const png = renderJob(task.job, task.fonts)
  // resvg's buffer is its own memory: copied once into one that can be transferred.
  const out = new Uint8Array(png.length)
  out.set(png)
  return move(out) as Uint8Array
}
