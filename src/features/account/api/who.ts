import type { AccountData } from '@tarot/contracts/auth'
import type { accountEndpoints } from '@tarot/contracts/endpoints/account'
import { accountPaths } from '@tarot/contracts/paths/account'
import { client } from '@/lib/http/api'

const account = client<typeof accountEndpoints>(accountPaths)

/** Who the token held is (`GET /tarot/rest/account/me`): a guest, or an account with its ways in and its name. */
export function fetchAccount(): Promise<AccountData> {
  return account.me({ auth: 'user', silent: true })
}
