import type { MiniShare } from './share-hooks'

export type { MiniShare } from './share-hooks'

/** The RN app has no page share menu: the share panel opens the system share sheet. */
export function useShareHooks(_share: MiniShare | null, _fallbackTitle: string, _home: string): void {}
