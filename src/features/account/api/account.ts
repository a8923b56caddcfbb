import { request } from '@/lib/http/client'
import { ensureAccess } from '@/lib/session/access'
import { useSession } from '@/stores/session'

/** Logs out: the server revokes the token, the app forgets it and carries on as a guest. */
export async function logOut(): Promise<void> {
  await request({ url: '/tarot/rest/login/logout', method: 'POST', data: {}, auth: 'user', silent: true }).catch(() => undefined)
  useSession.getState().logout()
  await ensureAccess()
}

/** Deletes the account after the deletion agreement (spec §4, §5); then the app is a guest again. */
export async function deleteAccount(): Promise<void> {
  await request({ url: '/tarot/rest/account/delete', method: 'POST', data: { agree: true }, auth: 'user', silent: true })
  useSession.getState().logout()
  await ensureAccess()
}
