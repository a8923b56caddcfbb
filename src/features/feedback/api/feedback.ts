import type { MyFeedback } from '@tarot/contracts/auth'
import type { feedbackEndpoints } from '@tarot/contracts/endpoints/account'
import { feedbackPaths } from '@tarot/contracts/paths/account'
import { client } from '@/lib/http/api'

const feedback = client<typeof feedbackEndpoints>(feedbackPaths)

/** Sends the about page's feedback (guests may too); the contact only when given. */
export function sendFeedback(content: string, contact: string): Promise<unknown> {
  return feedback.send({ body: { content, ...(contact ? { contact } : {}) }, silent: true })
}

/** What this person (or guest) sent us, newest first, with our replies and how many replies are not seen yet. */
export function getMyFeedback(): Promise<MyFeedback> {
  return feedback.mine({ silent: true })
}

/** Every reply marked seen; answers the list again. */
export function markRepliesSeen(): Promise<MyFeedback> {
  return feedback.seen({ silent: true })
}
