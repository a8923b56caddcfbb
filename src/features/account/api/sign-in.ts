import type { accountEndpoints } from '@tarot/contracts/endpoints/account'
import { accountPaths } from '@tarot/contracts/paths/account'
import { client } from '@/lib/http/api'
import { bindStoredReferrals, confirmLogin, refreshEnergy } from '@/lib/session/access'
import { useSession } from '@/stores/session'

export type ProviderName = 'wechat-mini' | 'wechat-h5' | 'dev'

const account = client<typeof accountEndpoints>(accountPaths)

export async function fetchProviders(): Promise<ProviderName[]> {
  const data = await account.providers({ auth: 'none', silent: true })
  return data.providers
}

/**
 * Signs in through a provider. The guest token goes along, so what the visitor
 * did as a guest (a reading drawn before signing in) comes into the account, and
 * the server keeps the guest's drawn readings in the account's history.
 * Then the session learns the user and agent ids, binds stored referrals and
 * refreshes the energy.
 */
export async function signIn(provider: ProviderName, credentials: { code?: string; name?: string }): Promise<void> {
  const data = await account.signIn({ body: { provider, ...credentials }, silent: true })
  const now = Date.now()
  useSession.getState().setLogin({ token: data.access_token, userId: data.userId, agentId: '' }, now)
  await confirmLogin(now)
  await bindStoredReferrals()
  await refreshEnergy()
}
