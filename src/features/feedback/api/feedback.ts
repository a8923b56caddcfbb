import type { feedbackEndpoints } from '@tarot/contracts/endpoints/account'
import { feedbackPaths } from '@tarot/contracts/paths/account'
import { client } from '@/lib/http/api'

const feedback = client<typeof feedbackEndpoints>(feedbackPaths)

/** Sends the about page's feedback (guests may too); the contact only when given. */
export function sendFeedback(content: string, contact: string): Promise<unknown> {
  return feedback.send({ body: { content, ...(contact ? { contact } : {}) }, silent: true })
}
