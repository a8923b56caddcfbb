// The parts of `qrcode` (1.5.x, no bundled types) we use: the module matrix the poster draws as SVG, and the terminal drawing `npm run operator` prints.
declare module 'qrcode' {
  interface QrMatrix {
    size: number
    get(row: number, col: number): number | boolean
  }
  export function toString(text: string, options: { type: 'terminal'; small?: boolean }): Promise<string>
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: QrMatrix }
}
