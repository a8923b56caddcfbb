import { create } from 'qrcode'

/**
 * The code printed on a poster, as an SVG fragment drawn into a `size`×`size` square at (x, y). A QR code of the
 * H5 link by default; when the mini-program is configured, a mini-program code (PNG, from `MiniProgramCode`) that
 * opens the same thing in the mini-program.
 */
export type PosterCode = (x: number, y: number, size: number) => string

/** What a poster's code opens: a shared reading (by its share id) or the app's home page (today's card). */
export type CodeTarget = { shareId: string } | 'home'

/** Returns the mini-program code (PNG bytes) for a target, or null to fall back to the QR code of the H5 link. */
export type MiniProgramCode = (target: CodeTarget) => Promise<Uint8Array | null>

/** A QR code of `link`: dark modules as one path on a white square with the quiet zone the standard asks for. */
export function qrCode(link: string): PosterCode {
  const { modules } = create(link, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cells = modules.size + quiet * 2
  let path = ''
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`
  }
  return (x, y, size) =>
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${cells} ${cells}" shape-rendering="crispEdges"><rect width="${cells}" height="${cells}" rx="1" fill="#fff"/><path d="${path}" fill="#1d1633"/></svg>`
}

/** The one place a poster's code is chosen: the mini-program code when there is one (`png`), else the QR code of `link`. */
export function posterCode(link: string, png: Uint8Array | null): PosterCode {
  if (!png) return qrCode(link)
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`
  return (x, y, size) => `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 2}" fill="#fff"/><image x="${x}" y="${y}" width="${size}" height="${size}" href="${href}"/>`
}
