import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

type Filter = { operatorId?: string; action?: string; targetId?: string }

/** The operations log, 50 entries a page, newest first; read-only (no create, update or delete exists for it). */
export const auditData: ConsoleResource['data'] = {
  async getList({ pagination, filter }) {
    const page = pagination?.page ?? 1
    const { operatorId, action, targetId } = (filter ?? {}) as Filter
    const result = await api.listAudit({ query: { page, operatorId: operatorId?.trim() || undefined, action: action?.trim() || undefined, targetId: targetId?.trim() || undefined } })
    return { data: result.list, pageInfo: { hasNextPage: result.hasNext, hasPreviousPage: page > 1 } }
  },
}
