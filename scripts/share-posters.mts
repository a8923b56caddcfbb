// Renders sample posters into docs/screenshots/ for people to look at (the server renders the same way):
//   npx tsx scripts/share-posters.mts
import { writeFileSync } from 'node:fs'
import { BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { PosterService } from '../server/src/services/share/poster-service'
import { PosterRenderer } from '../server/src/services/share/poster/renderer'

const renderer = new PosterRenderer()
const posters = new PosterService({ renderer, catalogue: () => BUNDLED_CATALOGUE, homeLink: 'https://tarot.example.com/tarot/h5app/' })
const link = 'https://tarot.example.com/tarot/h5app/#/pages/share/reading?id=q3Vd8mXo2LkP0aZr5TbNcw&friend=5f0c2a9e'
const cards = [
  { id: 'Major00', orientation: 'upright' as const },
  { id: 'Cups04', orientation: 'reversed' as const },
  { id: 'Coins08', orientation: 'upright' as const },
]
const bottomLines = {
  'zh-Hans': '先说结论：这组牌提醒你，在新的开始之前先停一停。试着给自己留出一段安静的时间，再做决定。',
  en: 'In short, the cards point to a pause before a new start. Try giving yourself a quiet week before you decide.',
}
for (const language of ['zh-Hans', 'en'] as const) {
  const shared = { id: 'q3Vd8mXo2LkP0aZr5TbNcw', spreadId: 'cnc', language, cards, bottomLine: bottomLines[language], question: null, date: '2026-11-27', friendCode: '5f0c2a9e', posterPath: '' }
  writeFileSync(`docs/screenshots/share-poster-reading-${language}.png`, await posters.readingPng(shared, link, 'story', language))
  writeFileSync(`docs/screenshots/share-poster-reading-chat-${language}.png`, await posters.readingPng(shared, link, 'chat', language))
}
// Today's card, as home shares it: one upright and one reversed, so both turns are seen.
const todays = { 'zh-Hans': { id: 'Major17', orientation: 'upright' as const }, en: { id: 'Cups07', orientation: 'reversed' as const } }
for (const language of ['zh-Hans', 'en'] as const) {
  writeFileSync(`docs/screenshots/share-poster-today-${language}.png`, (await posters.todayPng(todays[language], '2026-11-27', 'story', language))!)
  writeFileSync(`docs/screenshots/share-poster-today-chat-${language}.png`, (await posters.todayPng(todays[language], '2026-11-27', 'chat', language))!)
}
console.log('posters written to docs/screenshots/share-poster-*.png')
