import type { ShareView } from '@tarot/contracts/shares'
import { create } from 'zustand'

/** The link made on the reading page this visit, kept where the page's share menu (the mini-program) reads it. */
export interface CurrentShare {
  readingId: string
  share: ShareView
  /** The chat card's title, in the sharer's language. */
  title: string
}

export const useCurrentShare = create<{ current: CurrentShare | null; set: (current: CurrentShare | null) => void }>((set) => ({
  current: null,
  set: (current) => set({ current }),
}))
