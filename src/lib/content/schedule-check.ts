import { checkContentVersions } from './freshness'

/** Runs the content version check after `delayMs` (spec §4: about a second after launch). */
export function scheduleContentCheck(delayMs: number): void {
  setTimeout(() => void checkContentVersions(), delayMs)
}
