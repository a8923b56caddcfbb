import { currentLanguage } from '@/lib/i18n/i18n'
import { type CardMeaning, fetchCardMeaning } from '@/lib/api/card-meaning'
import { useServerData } from '@/lib/data/use-server-data'

export type MeaningState = { status: 'loading' } | { status: 'ready'; meaning: CardMeaning } | { status: 'failed' }

/** A card's meanings from the data host, in the current language, with a retry after a failure. */
export function useCardMeaning(id: string) {
  const { state, retry } = useServerData(['card-meaning', id, currentLanguage()], () => fetchCardMeaning(id))
  const meaning: MeaningState = state.status === 'ready' ? { status: 'ready', meaning: state.value } : { status: state.status }
  return { state: meaning, retry }
}
