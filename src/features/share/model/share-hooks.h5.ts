import type { MiniShare } from './share-hooks'

export type { MiniShare } from './share-hooks'

/** H5 has no page share menu: the share panel hands the link to the browser's share sheet or the clipboard. */
export function useShareHooks(_share: MiniShare | null, _fallbackTitle: string, _home: string): void {}
