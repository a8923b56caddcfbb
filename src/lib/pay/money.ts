/** Prices are kept in fen (1/100 yuan); people read yuan. */
export function yuanFromFen(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`
}
