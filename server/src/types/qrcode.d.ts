// The part of `qrcode` (1.5.x, no bundled types) the poster uses: the module matrix, drawn by us as SVG.
declare module 'qrcode' {
  interface QrMatrix {
    size: number
    get(row: number, col: number): number | boolean
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: QrMatrix }
}
