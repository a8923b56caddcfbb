import type { accountEndpoints } from '@tarot/contracts/endpoints/account'
import { accountPaths } from '@tarot/contracts/paths/account'
import { client } from '@/lib/http/api'
import { ensureAccess } from '@/lib/session/access'
import { useSession } from '@/stores/session'

const account = client<typeof accountEndpoints>(accountPaths)

/** Logs out: the server revokes the token, the app forgets it and carries on as a guest. */
export async function logOut(): Promise<void> {
  await account.logout({ auth: 'user', silent: true }).catch(() => undefined)
  useSession.getState().logout()
  await ensureAccess()
}

/** Deletes the account after the deletion agreement (spec §4, §5); then the app is a guest again. */
export async function deleteAccount(): Promise<void> {
  await account.deleteAccount({ body: { agree: true }, auth: 'user', silent: true })
  useSession.getState().logout()
  await ensureAccess()
}

/** Everything the person owns, as the JSON file the server writes (`GET /account/export`, 5 an hour). */
export async function exportAccount(): Promise<{ text: string; filename: string }> {
  const file = await account.exportAccount({ auth: 'user' })
  // A refusal the server answered as an envelope in a 200 (signed out meanwhile) is not the file.
  if (!('format' in file) || file.format !== 'ai-tarot-export/1') throw new Error('not an export')
  return { text: JSON.stringify(file, null, 2), filename: `ai-tarot-data-${(file.exportedAt ?? new Date().toISOString()).slice(0, 10)}.json` }
}
