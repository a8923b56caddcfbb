/** The mini-program and React Native have no first screen of their own before the app (index.html is H5's): nothing carries over. */
export interface FirstScreenDraft {
  question: string
  start: boolean
}

export function onFirstScreenDraft(_take: (draft: FirstScreenDraft) => void): () => void {
  return () => undefined
}
