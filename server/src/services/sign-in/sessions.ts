import { randomUUID } from 'node:crypto'
import type { AccountData } from '@tarot/contracts/auth'
import { ResultCode } from '@tarot/contracts/codes'
import type { ReaderRepository } from '../../db/readers'
import type { IdentityRepository, UserRepository } from '../../db/users'
import { DomainError } from '../../lib/domain-error'
import { message } from '../../lib/messages'
import type { ActiveSessions } from '../active-sessions'
import type { TokenService } from '../tokens'
import type { ExternalIdentity } from './providers'

export interface SessionServiceDeps {
  users: UserRepository
  identities: IdentityRepository
  readers: ReaderRepository
  tokens: TokenService
  activeSessions: ActiveSessions
  guestTokenTtlMs: number
  userTokenTtlMs: number
  now: () => number
}

/** Who is who: guest tokens, signing in with an identity a provider vouched for, logging out, and who a token belongs to. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** A new guest with a session and its token. */
  async startGuest(): Promise<{ access_token: string; expires_at: number }> {
    const { tokens, users, guestTokenTtlMs } = this.deps
    const userId = `g_${randomUUID()}`
    const sid = randomUUID()
    const { token, expiresAt } = await tokens.issue({ userId, kind: 'guest', sid }, guestTokenTtlMs)
    await users.createGuest(userId, sid, new Date(expiresAt))
    return { access_token: token, expires_at: expiresAt }
  }

  /**
   * Signs the person in as the user of this provider account (created on first sign-in) with a new session.
   * Signing in from a guest session brings the guest's readings along, kept in the history (a reading drawn before sign-in is the account's).
   */
  async signIn(identity: ExternalIdentity, fromGuest: string | null): Promise<{ access_token: string; expires_at: number; userId: string }> {
    const { identities, tokens, userTokenTtlMs, now } = this.deps
    const sid = randomUUID()
    const expiresAt = now() + userTokenTtlMs
    const user = await identities.signIn(identity.provider, identity.externalId, `u_${randomUUID()}`, sid, new Date(expiresAt), identity.wechat)
    if (user.blocked) throw new DomainError(ResultCode.signInFailed, (language) => message('accountBlocked', language))
    if (fromGuest) await identities.adoptGuestReadings(fromGuest, user.userId, new Date(now()))
    const issued = await tokens.issue({ userId: user.userId, kind: 'user', sid }, userTokenTtlMs)
    return { access_token: issued.token, expires_at: issued.expiresAt, userId: user.userId }
  }

  /** Ends the session: its token stops working at once here, within SESSION_CHECK_MS on other instances. */
  async logout(sid: string): Promise<void> {
    await this.deps.users.revokeSession(sid, new Date(this.deps.now()))
    this.deps.activeSessions.forgetSession(sid)
  }

  /** A guest, or the account with the ways it signs in, the name it goes by (a reader's, or the dev sign-in's) and whether it is a reader's. */
  async account(userId: string, kind: 'guest' | 'user'): Promise<AccountData> {
    if (kind !== 'user') return { kind: 'guest', methods: [], name: null, reader: false }
    const [found, reader] = await Promise.all([this.deps.identities.identitiesOf(userId), this.deps.readers.byUserId(userId)])
    const methods = [...new Set(found.map((i) => i.provider))].filter((p): p is AccountData['methods'][number] => p === 'wechat' || p === 'dev')
    const devName = found.find((i) => i.provider === 'dev')?.externalId ?? null
    return { kind: 'user', methods, name: reader?.name ?? devName, reader: reader !== null }
  }
}
