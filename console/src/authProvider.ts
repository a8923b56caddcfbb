import { type Permission, holdsPermission } from '@tarot/contracts/console'
import type { AuthProvider } from 'react-admin'
import { ConsoleError, api } from './api/client'
import { clearSession, readSession, saveSession } from './api/session'
import { resources } from './resources'

export interface LoginParams {
  name: string
  password: string
  code: string
}

/** What the operator holds, as the token says (roles and permissions, the spec's rule in `holdsPermission`). */
export interface ConsolePermissions {
  roles: readonly string[]
  permissions: readonly string[]
}

/** The permission a react-admin action on a resource needs, from the resource's folder; none: not offered. */
export function permissionFor(resource: string, action: string): Permission | undefined {
  return resources.find((r) => r.name === resource)?.access[action]
}

export function mayDo(claims: ConsolePermissions | null | undefined, resource: string, action: string): boolean {
  const permission = permissionFor(resource, action)
  return Boolean(claims && permission && holdsPermission(claims, permission))
}

export const authProvider: AuthProvider = {
  async login({ name, password, code }: LoginParams) {
    const session = await api.signIn({ body: { name, password, code } })
    saveSession(session)
    // Land on the first resource this operator may list (orders for most).
    const first = resources.find((r) => mayDo(session.operator, r.name, 'list'))
    return { redirectTo: first ? `/${first.name}` : '/' }
  },
  async logout() {
    if (readSession()) {
      try {
        await api.signOut({})
      } catch {
        // Already over on the server: nothing more to end.
      }
    }
    clearSession()
  },
  async checkAuth() {
    if (!readSession()) throw new Error('signed out')
  },
  async checkError(error: unknown) {
    // Only an ended session signs out; a refusal (403000) or any other error stays on the page and is shown there.
    if (error instanceof ConsoleError && error.signedOut) {
      clearSession()
      throw error
    }
  },
  async getIdentity() {
    const session = readSession()
    if (!session) throw new Error('signed out')
    const me = await api.me({})
    return { id: me.id, fullName: me.name }
  },
  async getPermissions(): Promise<ConsolePermissions> {
    const session = readSession()
    return session ? { roles: session.operator.roles, permissions: session.operator.permissions } : { roles: [], permissions: [] }
  },
  async canAccess({ resource, action }) {
    const session = readSession()
    return mayDo(session?.operator, resource, action)
  },
}
