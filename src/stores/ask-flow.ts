import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { storage } from '@/lib/storage/storage'

/**
 * The question on its way from the ask page to the cards: what was asked, with
 * which spread, and the reading it became. Persisted (`tarot-ask`) so a reload
 * of the draw or input page on H5 does not lose the question.
 */
export interface AskFlowState {
  question: string
  spreadId: string
  /** The reading created from this question, once the cards are known. */
  readingId: string | null
  /** Set when the question was accepted by the check, so the draw page knows the question is good. */
  checkedAt: number | null
  setQuestion(question: string, spreadId: string, checkedAt: number): void
  setReading(readingId: string): void
  reset(): void
}

export const ASK_FLOW_STORAGE_VERSION = 1

export const useAskFlow = create<AskFlowState>()(
  persist(
    (set) => ({
      question: '',
      spreadId: '',
      readingId: null,
      checkedAt: null,
      setQuestion: (question, spreadId, checkedAt) => set({ question, spreadId, checkedAt, readingId: null }),
      setReading: (readingId) => set({ readingId }),
      reset: () => set({ question: '', spreadId: '', readingId: null, checkedAt: null }),
    }),
    {
      name: 'tarot-ask',
      version: ASK_FLOW_STORAGE_VERSION,
      storage: createJSONStorage(() => storage),
      partialize: ({ question, spreadId, readingId, checkedAt }) => ({ question, spreadId, readingId, checkedAt }),
    },
  ),
)
