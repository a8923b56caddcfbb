import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

/** People through the typed client: found by one exact term (nothing listed before a search), and one person's wallet, ledger and orders. */
export const peopleData: ConsoleResource['data'] = {
  async getList({ filter }) {
    const q = String((filter as { q?: string } | undefined)?.q ?? '').trim()
    if (!q) return { data: [], total: 0 }
    const { list } = await api.findPeople({ query: { q } })
    return { data: list, total: list.length }
  },
  async getOne({ id }) {
    const detail = await api.getPerson({ params: { userId: String(id) } })
    // The person's own fields at the top of the record, so the list's fields read the same on the show page.
    return { data: { ...detail.person, wallet: detail.wallet, ledger: detail.ledger, orders: detail.orders } }
  },
}
