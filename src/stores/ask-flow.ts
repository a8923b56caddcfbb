import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { newClientKey } from '@/lib/api/client-key'
import { storage } from '@/lib/storage/storage'

/** How the cards of the question come: drawn in the app, or entered from the user's own deck. */
export type AskMode = 'draw' | 'input'

/** A question being typed on an ask page, kept across a reload until it goes on to the cards or is cleared. */
export interface AskDraft {
  /** Which ask page, opened with which question and spread, the draft belongs to (`askDraftKey`). */
  key: string
  question: string
  spreadId: string
}

/**
 * The question on its way from the ask page to the cards: what was asked, with
 * which spread and mode, and the reading it became. Persisted (`tarot-ask`), so a
 * reload (or the app killed and reopened) resumes the same reading from the
 * server's record instead of drawing again: the draw is sealed under `drawKey`,
 * and `readingId` is kept from the moment the server seals it. Drawing again on
 * the same question is only ever `newReading()`, an explicit action.
 */
export interface AskFlowState {
  question: string
  spreadId: string
  mode: AskMode | null
  /** The client key of this question's draw: a repeated start (a reload before the seal came back) returns the same reading. */
  drawKey: string | null
  /** The reading made from this question: a draw from its seal on, cards entered once they are sent. */
  readingId: string | null
  /** The reading has been opened (its cards read): until then the ask pages offer to go back to it. */
  opened: boolean
  /** How many cards of the draw are picked (null: not known, kept from before this was counted); the ask pages offer to go back to a draw holding one. */
  picked: number | null
  /** Set when the question was accepted by the check, so the draw page knows the question is good. */
  checkedAt: number | null
  draft: AskDraft | null
  /**
   * Hands an accepted question on to the cards. The same question, spread and mode
   * as the reading already made keeps that reading: asking again is not a redraw.
   */
  setQuestion(question: string, spreadId: string, checkedAt: number, mode?: AskMode): void
  setReading(readingId: string, opened?: boolean): void
  /** The draw `readingId` holds `count` picked cards (ignored for another reading). */
  setPicked(readingId: string, count: number): void
  /** The explicit "new reading": the same question, a new draw under a new key. */
  newReading(): void
  setDraft(draft: AskDraft | null): void
  reset(): void
}

export const ASK_FLOW_STORAGE_VERSION = 2

type Persisted = Pick<AskFlowState, 'question' | 'spreadId' | 'mode' | 'drawKey' | 'readingId' | 'opened' | 'picked' | 'checkedAt' | 'draft'>

export const useAskFlow = create<AskFlowState>()(
  persist(
    (set, get) => ({
      question: '',
      spreadId: '',
      mode: null,
      drawKey: null,
      readingId: null,
      opened: false,
      picked: null,
      checkedAt: null,
      draft: null,
      setQuestion: (question, spreadId, checkedAt, mode = 'draw') => {
        const current = get()
        if (current.readingId && current.question === question && current.spreadId === spreadId && current.mode === mode) {
          set({ checkedAt, draft: null })
          return
        }
        set({ question, spreadId, mode, checkedAt, readingId: null, opened: false, picked: 0, drawKey: newClientKey(), draft: null })
      },
      setReading: (readingId, opened = false) => set((current) => ({ readingId, opened: opened || (current.opened && current.readingId === readingId) })),
      setPicked: (readingId, count) => set((current) => (current.readingId === readingId && current.picked !== count ? { picked: count } : current)),
      newReading: () => set({ readingId: null, opened: false, picked: 0, drawKey: newClientKey() }),
      setDraft: (draft) => set({ draft: draft && draft.question.trim() ? draft : null }),
      reset: () => set({ question: '', spreadId: '', mode: null, drawKey: null, readingId: null, opened: false, picked: null, checkedAt: null, draft: null }),
    }),
    {
      name: 'tarot-ask',
      version: ASK_FLOW_STORAGE_VERSION,
      storage: createJSONStorage(() => storage),
      partialize: ({ question, spreadId, mode, drawKey, readingId, opened, picked, checkedAt, draft }): Persisted => ({
        question,
        spreadId,
        mode,
        drawKey,
        readingId,
        opened,
        picked,
        checkedAt,
        draft,
      }),
      // Version 1 knew neither the mode nor the draw's key: a reading it holds came from the card pages as before.
      migrate: (persisted, version) => {
        const old = (persisted ?? {}) as Partial<Persisted>
        if (version < 2) return { ...old, mode: old.readingId ? null : 'draw', drawKey: null, opened: Boolean(old.readingId), draft: null } as Persisted
        return old as Persisted
      },
    },
  ),
)

/** The key a draft is kept under: the ask page's tier and what it was opened with, so a new question from elsewhere starts clean. */
export const askDraftKey = (tier: string, question: string, spreadId: string) => `${tier}|${spreadId}|${question}`
