import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

type Filter = { q?: string; from?: string; to?: string; status?: string }

/** Orders through the typed client: a page of 25 (the server's size) with the search box and date filters, and one order's story. */
export const ordersData: ConsoleResource['data'] = {
  async getList({ pagination, filter }) {
    const page = pagination?.page ?? 1
    const { q, from, to, status } = (filter ?? {}) as Filter
    const result = await api.listOrders({ query: { page, q: q?.trim() || undefined, from: from || undefined, to: to || undefined, status: status || undefined } })
    return { data: result.list, pageInfo: { hasNextPage: result.hasNext, hasPreviousPage: page > 1 } }
  },
  async getOne({ id }) {
    const story = await api.getOrder({ params: { id: String(id) } })
    // The record is the order itself with its story beside it, so the list's fields read the same on the show page.
    return { data: { ...story.order, events: story.events, refunds: story.refunds, preview: story.preview } }
  },
}
