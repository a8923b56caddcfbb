/** Where sessions are looked up: the users repository. */
export interface SessionLookup {
  isSessionActive(sessionId: string, userId: string, now: Date): Promise<boolean>
}

/** Most sessions remembered at once; past it the oldest is forgotten (and simply looked up again). */
const MAX_REMEMBERED = 10_000

/**
 * Whether a token's session is still active (not revoked, not expired, its user not deleted), asked on every
 * authenticated request. A session found active is trusted for `trustMs` of the app's clock before the database
 * is asked again, so a busy caller costs one lookup per `trustMs` instead of one per request. A session found
 * inactive is never remembered: it is looked up every time.
 *
 * Revocation still holds: this instance forgets a session the moment it logs it out or deletes its user
 * (`forgetSession`, `forgetUser`), so the next request is refused; another instance sharing the database refuses it
 * at the latest `trustMs` later. With `trustMs` 0 every request asks the database.
 */
export class ActiveSessions {
  /** Session id → its user and until when it is trusted (app clock, ms). Insertion order is age order. */
  private readonly trusted = new Map<string, { userId: string; until: number }>()
  /** Counts the forgets: a lookup that was under way while one happened is not remembered (it may have read the row before the revocation). */
  private forgets = 0

  constructor(
    private readonly lookup: SessionLookup,
    private readonly now: () => number,
    private readonly trustMs: number,
  ) {}

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const now = this.now()
    const known = this.trusted.get(sessionId)
    if (known && known.userId === userId && now < known.until) return true
    const forgetsBefore = this.forgets
    const active = await this.lookup.isSessionActive(sessionId, userId, new Date(now))
    this.trusted.delete(sessionId)
    if (active && this.trustMs > 0 && this.forgets === forgetsBefore) {
      if (this.trusted.size >= MAX_REMEMBERED) this.trusted.delete(this.trusted.keys().next().value!)
      this.trusted.set(sessionId, { userId, until: now + this.trustMs })
    }
    return active
  }

  /** After logging a session out here: its next request is looked up again (and refused). */
  forgetSession(sessionId: string): void {
    this.forgets += 1
    this.trusted.delete(sessionId)
  }

  /** After deleting a user here: none of their sessions is trusted any more. */
  forgetUser(userId: string): void {
    this.forgets += 1
    for (const [sessionId, known] of this.trusted) if (known.userId === userId) this.trusted.delete(sessionId)
  }
}
