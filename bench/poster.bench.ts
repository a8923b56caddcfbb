import { Resvg } from '@resvg/resvg-js'
import { BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { bench, describe } from 'vitest'
import { cardSvg } from '../packages/content/art/card-art.mjs'
import { PosterService } from '../server/src/services/share/poster-service'
import { svgToPng } from '../server/src/services/share/poster/poster-job'
import { PosterRenderer } from '../server/src/services/share/poster/renderer'

// A shared reading's 1080×1920 poster, rendered afresh each time (the PNG cache is bypassed; the glyph outlines are
// warm, as they are on a server after its first posters), against rendering one bare card PNG the way the resources
// host's art is made (render.mjs, 300 px wide, its serif font only). Composed and rendered in this thread: what one
// job costs a poster worker (the server's pool, renderer.ts, runs the same two steps off its event loop).
const renderer = new PosterRenderer()
const render = (svg: string) => svgToPng(svg, renderer.fonts.serifFiles)
const posters = new PosterService({ renderer, catalogue: () => BUNDLED_CATALOGUE, homeLink: 'https://tarot.example.com/tarot/h5app/' })
const shared = {
  id: 'q3Vd8mXo2LkP0aZr5TbNcw',
  spreadId: 'cnc',
  language: 'zh-Hans',
  cards: [
    { id: 'Major00', orientation: 'upright' as const },
    { id: 'Cups04', orientation: 'reversed' as const },
    { id: 'Coins08', orientation: 'upright' as const },
  ],
  bottomLine: '先说结论：这组牌提醒你，在新的开始之前先停一停。试着给自己留出一段安静的时间，再做决定。',
  question: null,
  date: '2026-11-27',
  friendCode: '5f0c2a9e',
  posterPath: '',
}
const link = 'https://tarot.example.com/tarot/h5app/#/pages/share/reading?id=q3Vd8mXo2LkP0aZr5TbNcw&friend=5f0c2a9e'
const warm = await posters.readingSvg(shared, link, 'story', 'zh-Hans')
render(warm.svg)
const serif = { loadSystemFonts: false, fontFiles: ['/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'], serifFamily: 'Liberation Serif', defaultFontFamily: 'Liberation Serif' }

describe('share poster', () => {
  bench(
    'reading poster 1080×1920 (compose + render, glyphs warm)',
    async () => {
      render((await posters.readingSvg(shared, link, 'story', 'zh-Hans')).svg)
    },
    { iterations: 5, time: 0 },
  )
  bench(
    'reading poster 1000×800',
    async () => {
      render((await posters.readingSvg(shared, link, 'chat', 'zh-Hans')).svg)
    },
    { iterations: 5, time: 0 },
  )
  bench(
    'baseline: one bare card PNG, 300 px (render.mjs)',
    () => {
      new Resvg(cardSvg('Major00'), { font: serif, fitTo: { mode: 'width', value: 300 } }).render().asPng()
    },
    { iterations: 5, time: 0 },
  )
})
