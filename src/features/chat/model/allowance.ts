/** How many follow-ups a reading has left, how many of those are free, and what the next one costs (null: none left). */
export interface Allowance {
  left: number
  freeLeft: number
  nextCost: number | null
}

export type AllowanceLine = { key: 'noneLeft' } | { key: 'freeLeft'; count: number } | { key: 'freeLeftOne' } | { key: 'nextCost'; cost: number }

export function allowanceLine(a: Allowance): AllowanceLine {
  if (a.nextCost === null || a.left <= 0) return { key: 'noneLeft' }
  if (a.freeLeft === 1) return { key: 'freeLeftOne' }
  if (a.freeLeft > 1) return { key: 'freeLeft', count: a.freeLeft }
  return { key: 'nextCost', cost: a.nextCost }
}

/** The allowance a `done` event reports after an answer, when it carries one (a replayed answer does not). */
export function allowanceFromDone(done: Record<string, unknown>): Allowance | null {
  const { left, freeLeft, nextCost } = done
  if (typeof left !== 'number' || typeof freeLeft !== 'number') return null
  if (nextCost !== null && typeof nextCost !== 'number') return null
  return { left, freeLeft, nextCost }
}
