import type { consultationEndpoints } from '@tarot/contracts/endpoints/readers'
import { consultationPaths } from '@tarot/contracts/paths/readers'
import type { UnreadAnswers } from '@tarot/contracts/readers'
import { isSignedIn } from '@tarot/core/session'
import { mutate } from 'swr'
import { useServerData } from '@/lib/data/use-server-data'
import { client } from '@/lib/http/api'
import { useSession } from '@/stores/session'

/**
 * Readers' answers the asker has not opened yet (issue 34): one count for the badges on the tab bar, home and
 * "My consultations", read through the app's data cache under one key so every badge agrees. Opening the
 * consultation marks its answer read on the server; `refreshUnreadAnswers` then asks again.
 */
const KEY = ['unread-answers'] as const
const consultations = client<typeof consultationEndpoints>(consultationPaths)

export function fetchUnreadAnswers(): Promise<UnreadAnswers> {
  return consultations.unread({ auth: 'user', silent: true })
}

const NONE: UnreadAnswers = { count: 0, latest: null }

/** The signed-in person's unread answers (none for a guest, who has no consultations), fetched again whenever the page shows. */
export function useUnreadAnswers(): UnreadAnswers {
  const signedIn = useSession((s) => isSignedIn(s))
  const { state } = useServerData(signedIn ? KEY : null, fetchUnreadAnswers, { refreshOnShow: true })
  // Only a well-formed answer counts (an older server answers 404 or something else): no badge then.
  if (state.status !== 'ready' || typeof state.value?.count !== 'number') return NONE
  return state.value
}

/** After an answer was opened: every badge asks the server again. */
export function refreshUnreadAnswers(): void {
  void mutate(KEY)
}
