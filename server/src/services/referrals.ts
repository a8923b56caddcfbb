import type { AccountRepository } from '../db/accounts'
import type { ShareService } from './share/share-service'

/** Spec §7 referrals: an agent and a friend, each bound once; friend codes sealed so they name no one. */
export class ReferralService {
  constructor(
    private readonly deps: {
      accounts: AccountRepository
      shares: Pick<ShareService, 'referrer' | 'friendCodeOf'>
      now: () => number
    },
  ) {}

  /** Binds the agent once; the agent code in force (the first one bound). */
  bindAgent(userId: string, agentCode: string): Promise<string> {
    return this.deps.accounts.bindAgent(userId, agentCode, new Date(this.deps.now()))
  }

  /** Binds the friend referral a code opens to, once; the friend code in force, sealed afresh (never a user id), or null. */
  async bindFriend(userId: string, code: string): Promise<string | null> {
    const { accounts, shares, now } = this.deps
    const referrer = await shares.referrer(code)
    const inForce = referrer ? await accounts.bindFriend(userId, referrer, new Date(now())) : ((await accounts.referral(userId))?.friendCode ?? null)
    return inForce ? shares.friendCodeOf(inForce) : null
  }

  /** A fresh friend code for the caller to share. */
  ownFriendCode(userId: string): string {
    return this.deps.shares.friendCodeOf(userId)
  }

  ownAgent(userId: string): ReturnType<AccountRepository['ownAgent']> {
    return this.deps.accounts.ownAgent(userId)
  }

  /** The agent the user is bound to (`''` for none). */
  async boundAgent(userId: string): Promise<string> {
    return (await this.deps.accounts.boundAgent(userId)) ?? ''
  }
}
