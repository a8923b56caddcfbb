import { create } from 'zustand'

/** What WeChat's `onNeedPrivacyAuthorization` hands over: answer it once, with the agree button's id when agreed. */
export type PrivacyResolve = (answer: { event: 'agree'; buttonId: string } | { event: 'disagree' }) => void

/** The id of the `open-type="agreePrivacyAuthorization"` button; WeChat checks that the agreement came from it. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

interface PrivacyPromptState {
  /** Set while a privacy API waits for the person's answer. */
  resolve: PrivacyResolve | null
  /** How many consent sheets are on screen to show the question (one per page frame). */
  hosts: number
  ask(resolve: PrivacyResolve): void
  answer(agreed: boolean): void
  host(): () => void
}

/**
 * The mini-program's privacy consent (issue 35): WeChat blocks the privacy APIs (clipboard, saving a poster, message
 * subscriptions, the profile) until the person agrees to the declared 用户隐私保护指引, and asks the app to show its
 * own sheet first. Nothing here is platform code: the weapp leaf of `listen` feeds it, the sheet reads it.
 */
export const usePrivacyPrompt = create<PrivacyPromptState>((set, get) => ({
  resolve: null,
  hosts: 0,
  ask(resolve) {
    // No page can show the sheet (a page without a frame): refuse at once, so the API fails instead of hanging.
    if (get().hosts === 0) {
      resolve({ event: 'disagree' })
      return
    }
    // A second ask while one is open answers the first the same way, when the person answers.
    const earlier = get().resolve
    set({
      resolve: earlier
        ? (answer) => {
            earlier(answer)
            resolve(answer)
          }
        : resolve,
    })
  },
  answer(agreed) {
    const resolve = get().resolve
    set({ resolve: null })
    resolve?.(agreed ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' })
  },
  host() {
    set((s) => ({ hosts: s.hosts + 1 }))
    return () => set((s) => ({ hosts: Math.max(0, s.hosts - 1) }))
  },
}))
