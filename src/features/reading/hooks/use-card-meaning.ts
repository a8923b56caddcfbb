import { useCallback, useEffect, useState } from 'react'
import { currentLanguage } from '@/lib/i18n/i18n'
import { type CardMeaning, fetchCardMeaning } from '@/lib/api/card-meaning'

export type MeaningState = { status: 'loading' } | { status: 'ready'; meaning: CardMeaning } | { status: 'failed' }

/** A card's meanings from the data host, in the current language, with a retry after a failure. */
export function useCardMeaning(id: string) {
  const [state, setState] = useState<MeaningState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const language = currentLanguage()

  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    fetchCardMeaning(id)
      .then((meaning) => live && setState({ status: 'ready', meaning }))
      .catch(() => live && setState({ status: 'failed' }))
    return () => {
      live = false
    }
  }, [id, language, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
