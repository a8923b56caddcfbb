import type { Orientation } from '@tarot/core/deck'
import { create } from 'zustand'

export interface Choice {
  id: string | null
  orientation: Orientation
}

interface DraftState {
  /** Which question and spread the draft belongs to. */
  key: string
  choices: Choice[]
  keep(key: string, choices: Choice[]): void
}

/**
 * The cards entered so far, kept in memory while the app runs: a guest who goes to
 * sign in comes back to a new input page and finds their cards still there.
 */
export const useInputDraft = create<DraftState>()((set) => ({
  key: '',
  choices: [],
  keep: (key, choices) => set({ key, choices }),
}))

export function emptyChoices(count: number): Choice[] {
  return Array.from({ length: count }, () => ({ id: null, orientation: 'upright' as const }))
}
