import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

type Filter = { status?: 'open' | 'answered' | 'closed'; mine?: boolean }

/** The feedback inbox through the typed client: newest first, 30 a page (the server's size), by status and "assigned to me". */
export const feedbackData: ConsoleResource['data'] = {
  async getList({ pagination, filter }) {
    const page = pagination?.page ?? 1
    const { status, mine } = (filter ?? {}) as Filter
    const result = await api.listFeedback({ query: { page, status: status || undefined, assignedTo: mine ? 'me' : undefined } })
    return { data: result.list, pageInfo: { hasNextPage: result.hasNext, hasPreviousPage: page > 1 } }
  },
  async getOne({ id }) {
    return { data: await api.getFeedback({ params: { id: String(id) } }) }
  },
}
