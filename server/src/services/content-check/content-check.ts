/**
 * Content security (docs/content-security.md): every text of one person that someone else or the public will see is
 * checked before it is published (先审后发). A check answers one of three verdicts:
 * - `pass`: publish it;
 * - `review`: keep it, held from the other side (`under_review`) until an operator clears it (`npm run moderation`);
 * - `risky`: refuse it with a clear message, store nothing the other side could see.
 * A check that fails or takes too long is `review`, never `pass` (fail-closed).
 */

export type ContentVerdict = 'pass' | 'review' | 'risky'

/** Where the text will be shown, as WeChat's msgSecCheck v2 names its scenes: 1 profile, 2 comment, 3 forum, 4 social log. */
export type ContentScene = 'profile' | 'comment' | 'forum' | 'social'

export const SCENE_NUMBER: Record<ContentScene, 1 | 2 | 3 | 4> = { profile: 1, comment: 2, forum: 3, social: 4 }

export interface ContentCheckRequest {
  /** The author: their mini-program openid decides whether WeChat can check the text for them. */
  userId: string
  text: string
  scene: ContentScene
}

export interface ContentCheckResult {
  verdict: ContentVerdict
  /** Which rule set decided: WeChat's check, the local rules, the test provider, or `failed` (the check could not answer). */
  by: 'wechat' | 'local' | 'hold-all' | 'failed'
  /** Why, for the operator's list (WeChat's label, the local rule's name, the failure); never shown to users. */
  note: string
}

export interface ContentCheck {
  readonly name: 'wechat' | 'local' | 'hold-all'
  check(request: ContentCheckRequest): Promise<ContentCheckResult>
}

const RANK: Record<ContentVerdict, number> = { pass: 0, review: 1, risky: 2 }

/** The stricter of several verdicts (the text of several parts is as risky as its riskiest part). */
export function worst(results: readonly ContentCheckResult[]): ContentCheckResult {
  return results.reduce((a, b) => (RANK[b.verdict] > RANK[a.verdict] ? b : a))
}

/** For tests: everything is held for review, so nothing reaches the other side without an operator. */
export class HoldAllContentCheck implements ContentCheck {
  readonly name = 'hold-all' as const

  async check(): Promise<ContentCheckResult> {
    return { verdict: 'review', by: 'hold-all', note: 'hold-all: every text waits for an operator' }
  }
}

/**
 * Any provider with a time limit (CONTENT_CHECK_TIMEOUT_MS) and no way to throw: a check that throws or does not
 * answer in time is `review`, so nothing is published unchecked.
 */
export class FailClosedContentCheck implements ContentCheck {
  constructor(
    private readonly inner: ContentCheck,
    private readonly timeoutMs: number,
    private readonly log?: { warn(details: object, message: string): void },
  ) {}

  get name(): ContentCheck['name'] {
    return this.inner.name
  }

  async check(request: ContentCheckRequest): Promise<ContentCheckResult> {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<ContentCheckResult>((resolve) => {
      timer = setTimeout(() => resolve({ verdict: 'review', by: 'failed', note: `check timed out after ${this.timeoutMs} ms` }), this.timeoutMs)
    })
    try {
      const result = await Promise.race([this.inner.check(request), timedOut])
      if (result.by === 'failed') this.log?.warn({ scene: request.scene, note: result.note }, 'content check failed; the text is held for review')
      return result
    } catch (error) {
      this.log?.warn({ err: error, scene: request.scene }, 'content check failed; the text is held for review')
      return { verdict: 'review', by: 'failed', note: `check failed: ${(error as Error).message}`.slice(0, 200) }
    } finally {
      clearTimeout(timer)
    }
  }
}
