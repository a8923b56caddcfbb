import type { DataProvider } from 'react-admin'
import { resources } from './resources'
import type { ConsoleResource } from './resources/types'

function handler<K extends keyof ConsoleResource['data']>(resource: string, method: K): NonNullable<ConsoleResource['data'][K]> {
  const found = resources.find((r) => r.name === resource)?.data[method]
  if (!found) throw new Error(`${resource}: ${method} is not offered`)
  return found
}

const notOffered = (method: string) => async (resource: string) => {
  throw new Error(`${resource}: ${method} is not offered`)
}

/**
 * react-admin's calls, each handed to the resource folder that knows its endpoint (`resources/<name>/data.ts`).
 * Nothing is ever deleted from the console (the audit log is append-only; operators are deactivated, not removed).
 */
export const dataProvider: DataProvider = {
  getList: (resource, params) => handler(resource, 'getList')(params) as never,
  getOne: (resource, params) => handler(resource, 'getOne')(params) as never,
  create: (resource, params) => handler(resource, 'create')(params) as never,
  update: (resource, params) => handler(resource, 'update')(params) as never,
  getMany: async (resource, params) => {
    const getOne = handler(resource, 'getOne')
    return { data: await Promise.all(params.ids.map(async (id) => (await getOne({ id })).data)) } as never
  },
  getManyReference: notOffered('getManyReference'),
  updateMany: notOffered('updateMany'),
  delete: notOffered('delete'),
  deleteMany: notOffered('deleteMany'),
}
