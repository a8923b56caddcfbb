/**
 * What a person wrote on index.html's first screen, and whether they tapped its Start, before the app took over.
 * On a slow network the first screen stands for seconds; its field is real, so the question carries over.
 * The first screen's script leaves the draft on the window at the hand-over and announces it.
 */
export interface FirstScreenDraft {
  question: string
  start: boolean
}

const EVENT = 'tarot-first-screen'
type WithDraft = Window & { __tarotFirstScreen?: unknown }

function read(value: unknown): FirstScreenDraft | null {
  if (!value || typeof value !== 'object') return null
  const { question, start } = value as Record<string, unknown>
  return typeof question === 'string' ? { question, start: start === true } : null
}

/** Calls `take` once with the first screen's draft, now if it is already there or when it comes; returns the unsubscribe. */
export function onFirstScreenDraft(take: (draft: FirstScreenDraft) => void): () => void {
  const consume = () => {
    const draft = read((window as WithDraft).__tarotFirstScreen)
    delete (window as WithDraft).__tarotFirstScreen
    if (draft) take(draft)
  }
  consume()
  window.addEventListener(EVENT, consume)
  return () => window.removeEventListener(EVENT, consume)
}
