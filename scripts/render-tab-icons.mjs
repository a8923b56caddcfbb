// Renders the tab bar icons (normal and selected) from the SVG shapes below into
// src/assets/tabbar/*.png. Run after changing a shape: node scripts/render-tab-icons.mjs
import { writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'

const NORMAL = '#8C90B3'
const SELECTED = '#E2B85C'

// 24×24 line icons, drawn for this app.
const shapes = {
  // Home: a crystal ball on its stand with a spark inside.
  home: `<circle cx="12" cy="10.5" r="7"/><path d="M7.5 20.5h9M9 17.2l-1.2 3.3M15 17.2l1.2 3.3"/><path d="M12 7.2l.9 2.4 2.4.9-2.4.9-.9 2.4-.9-2.4-2.4-.9 2.4-.9z" fill="currentColor"/>`,
  // Spreads: three cards fanned out.
  spreads: `<rect x="8.5" y="3.5" width="7" height="11" rx="1.2" transform="rotate(-18 12 14)"/><rect x="8.5" y="3.5" width="7" height="11" rx="1.2"/><rect x="8.5" y="3.5" width="7" height="11" rx="1.2" transform="rotate(18 12 14)"/><path d="M12 7.5v3M10.5 9h3"/>`,
  // Help: an open book with a star on the page.
  help: `<path d="M3 5.5c3-1 6-1 9 1 3-2 6-2 9-1v13c-3-1-6-1-9 1-3-2-6-2-9-1z"/><path d="M12 6.5v13"/><path d="M7 10.2l.6 1.3 1.4.2-1 1 .2 1.4-1.2-.7-1.2.7.2-1.4-1-1 1.4-.2z" fill="currentColor" stroke-width="0.8"/>`,
  // History: a clock face with a returning arrow.
  history: `<path d="M4.2 12a7.8 7.8 0 1 0 2.3-5.5"/><path d="M3.5 3.8v3.4h3.4"/><path d="M12 8v4.3l3 1.8"/>`,
}

for (const [name, body] of Object.entries(shapes)) {
  for (const [suffix, color] of [
    ['', NORMAL],
    ['-active', SELECTED],
  ]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="81" height="81" fill="none" stroke="${color}" color="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 81 } }).render().asPng()
    writeFileSync(new URL(`../src/assets/tabbar/${name}${suffix}.png`, import.meta.url), png)
  }
}
console.log('tab icons written to src/assets/tabbar/')
