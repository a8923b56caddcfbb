// The default reader photo (`/res/readers/default.png`): a reader who has not sent a photo yet is shown
// as a quiet silhouette under a crescent moon, in the card art's navy, gold and ivory.
// Pure string building, no I/O: render.mjs turns it into a PNG.

const C = { night: '#0d1330', navy: '#161d40', dusk: '#24295a', gold: '#e2b85c', brass: '#c9a24d', ivory: '#f3ead7' }

const star = (x, y, r) =>
  `<path d="M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z" fill="${C.gold}"/>`

/** 240×240, round: the app may show it in a circle or a rounded square. */
export function readerAvatarSvg() {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    '<defs><clipPath id="disc"><circle cx="120" cy="120" r="112"/></clipPath></defs>',
    `<circle cx="120" cy="120" r="118" fill="${C.night}"/>`,
    `<g clip-path="url(#disc)">`,
    `<rect width="240" height="240" fill="${C.navy}"/>`,
    `<circle cx="120" cy="250" r="150" fill="${C.dusk}"/>`,
    star(52, 62, 7),
    star(186, 54, 5),
    star(196, 112, 4),
    star(40, 122, 4),
    // Crescent: a gold disc with a navy disc over it.
    `<circle cx="120" cy="40" r="17" fill="${C.gold}"/>`,
    `<circle cx="128" cy="34" r="15" fill="${C.navy}"/>`,
    // Head and shoulders.
    `<circle cx="120" cy="104" r="36" fill="${C.ivory}" fill-opacity="0.92"/>`,
    `<path d="M44 240C44 176 78 150 120 150S196 176 196 240Z" fill="${C.ivory}" fill-opacity="0.92"/>`,
    '</g>',
    `<circle cx="120" cy="120" r="113" fill="none" stroke="${C.gold}" stroke-width="3"/>`,
    `<circle cx="120" cy="120" r="118" fill="none" stroke="${C.brass}" stroke-width="2"/>`,
    '</svg>',
  ].join('')
}
