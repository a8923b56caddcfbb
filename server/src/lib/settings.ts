import { z } from 'zod'

/** Settings the server cannot run with: each names its variable, the value given and what it must be. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length === 1 ? 'A setting' : 'Settings'} the server cannot run with:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'SettingsError'
  }
}

export interface IntRule {
  /** The least value that makes sense (default 1: a count, a price or a time that 0 would turn off or break). */
  min?: number
  max?: number
}

/**
 * Reads settings from the environment: unset or empty is the default; anything else must be a valid value
 * or it is reported (all of them at once, by `done()`), never quietly replaced by the default:
 * `PRO_READING_ENERGY=0` or `ENERGY_FEN=1O` stops the server at start instead of running at 10.
 */
export function settingsReader(env: NodeJS.ProcessEnv) {
  const problems: string[] = []
  const given = (name: string): string | undefined => {
    const raw = env[name]?.trim()
    return raw === undefined || raw === '' ? undefined : raw
  }
  return {
    int: (name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER }: IntRule = {}): number => {
      const raw = given(name)
      if (raw === undefined) return fallback
      const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw)
      if (parsed.success) return parsed.data
      const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`
      problems.push(`${name}=${JSON.stringify(raw)}: must be a whole number ${range} (unset: ${fallback})`)
      return fallback
    },
    flag: (name: string, fallback: boolean): boolean => {
      const raw = given(name)
      if (raw === undefined) return fallback
      if (raw === 'true' || raw === 'false') return raw === 'true'
      problems.push(`${name}=${JSON.stringify(raw)}: must be true or false (unset: ${fallback})`)
      return fallback
    },
    oneOf: <T extends string>(name: string, values: readonly T[], fallback: T): T => {
      const raw = given(name)
      if (raw === undefined) return fallback
      if ((values as readonly string[]).includes(raw)) return raw as T
      problems.push(`${name}=${JSON.stringify(raw)}: must be one of ${values.join(', ')} (unset: ${fallback})`)
      return fallback
    },
    /** Throws a SettingsError naming every setting that was wrong. */
    done: (): void => {
      if (problems.length) throw new SettingsError(problems)
    },
  }
}
