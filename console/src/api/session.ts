import type { OperatorSession } from '@tarot/contracts/console'

/**
 * The operator's session, kept in sessionStorage: it lasts as long as the tab, is not shared with other tabs,
 * and is gone when the browser closes. The server decides the expiry (`expiresAt`); past it the token is dropped here too.
 */
const KEY = 'tarot-console-session'

export function readSession(now = Date.now()): OperatorSession | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const session = JSON.parse(raw) as OperatorSession
    if (typeof session.token !== 'string' || typeof session.expiresAt !== 'number' || session.expiresAt <= now) {
      sessionStorage.removeItem(KEY)
      return null
    }
    return session
  } catch {
    return null
  }
}

export function saveSession(session: OperatorSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session))
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY)
}

/** The language messages come back in (the server reads `tarot-lang`): the console's own choice, kept with the other preferences. */
let language: 'zh-Hans' | 'en' = 'zh-Hans'
export function setApiLanguage(next: 'zh-Hans' | 'en'): void {
  language = next
}
export function apiLanguage(): 'zh-Hans' | 'en' {
  return language
}
