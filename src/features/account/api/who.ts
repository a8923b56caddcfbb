import type { AccountData } from '@tarot/contracts/auth'
import { request } from '@/lib/http/client'

/** Who the token held is (`GET /tarot/rest/account/me`): a guest, or an account with its ways in and its name. */
export function fetchAccount(): Promise<AccountData> {
  return request<AccountData>({ url: '/tarot/rest/account/me', auth: 'user', silent: true })
}
