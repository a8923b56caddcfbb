/** Fen as yuan, the way a receipt shows it: ¥12.30. */
export function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`
}

/** What an operator types in yuan (`12`, `12.3`, `12.30`) as fen; null when it is not an amount. */
export function fenFromYuan(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
