import type { OperatorRole } from '@tarot/contracts/console'
import type { ConsoleResource } from '../types'
import { api } from '../../api/client'

/** Operators: the whole list (a team is small), an addition (its TOTP URI comes back once, on the created record), a change of role or of active. */
export const operatorsData: ConsoleResource['data'] = {
  async getList() {
    const { list } = await api.listOperators({})
    return { data: list, total: list.length }
  },
  async getOne({ id }) {
    const { list } = await api.listOperators({})
    const found = list.find((operator) => operator.id === id)
    if (!found) throw new Error(String(id))
    return { data: found }
  },
  async create({ data }) {
    const input = data as { name: string; role: OperatorRole; password: string }
    const created = await api.addOperator({ body: { name: input.name.trim(), role: input.role, password: input.password } })
    return { data: { ...created.operator, totpUri: created.totpUri } }
  },
  async update({ id, data, previousData }) {
    const next = data as { role?: OperatorRole; active?: boolean }
    const before = (previousData ?? {}) as { role?: OperatorRole; active?: boolean }
    // Only what changed: the server records each change in the operations log.
    const body: { role?: OperatorRole; active?: boolean } = {}
    if (next.role !== undefined && next.role !== before.role) body.role = next.role
    if (next.active !== undefined && next.active !== before.active) body.active = next.active
    return { data: await api.updateOperator({ params: { id: String(id) }, body }) }
  },
}
