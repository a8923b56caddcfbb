import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

/** The moderation queue through the typed client: everything held or reported, oldest first as the server gives it (a queue is short). */
export const moderationData: ConsoleResource['data'] = {
  async getList() {
    const { list } = await api.listModeration({})
    return { data: list, total: list.length }
  },
}
