import { z } from 'zod'

/** The environment settings are read from. */
export type Env = Readonly<Record<string, string | undefined>>

/** Settings the server cannot run with: each names its variable, the value given and what it must be. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length === 1 ? 'A setting' : 'Settings'} the server cannot run with:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'SettingsError'
  }
}

/** A setting's row in the README's table: what it means, and its default in words when the value alone would not say it. */
export type SettingDoc =
  | {
      meaning: string
      /** The default as the README shows it; unset: the value in backticks (`unset` when there is none, `empty` for ''). */
      default?: string
      /** How the row's variables are joined: `A`, `B`, `C` (the default) or `A`, `B` or `C`. */
      join?: 'or'
    }
  /** Shown in the row of another setting (which carries the meaning), after it. */
  | { sameRowAs: string }

export interface Setting<T> {
  /** Parses a value that is set (not empty; trimmed unless `trim` is false). */
  readonly schema: z.ZodType<T>
  /** What a wrong value must be, for the one-line report: `must be ${must}`. */
  readonly must: string
  /** The value when unset: a function when it follows other settings or the machine. */
  readonly fallback: T | ((env: Env) => T)
  readonly trim: boolean
  readonly doc: SettingDoc
}

export type SettingValues<S extends Record<string, Setting<unknown>>> = { readonly [K in keyof S]: S[K] extends Setting<infer T> ? T : never }

export interface IntRule {
  /** The least value that makes sense (default 1: a count, a price or a time that 0 would turn off or break). */
  min?: number
  max?: number
}

/** A whole number; 0 and negatives are refused unless `min` allows them (a price, a timeout or a limit of 0 breaks or turns off). */
export function int(fallback: number | ((env: Env) => number), { min = 1, max = Number.MAX_SAFE_INTEGER }: IntRule, doc: SettingDoc): Setting<number> {
  const range = max !== Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : min !== Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''
  return { schema: z.coerce.number().int().min(min).max(max), must: `a whole number${range}`, fallback, trim: true, doc }
}

/** `true` or `false`. */
export function flag(fallback: boolean | ((env: Env) => boolean), doc: SettingDoc): Setting<boolean> {
  return { schema: z.enum(['true', 'false']).transform((value) => value === 'true'), must: 'true or false', fallback, trim: true, doc }
}

/** One of the choices (`lowerCase`: whatever the case it is written in). */
export function oneOf<const T extends string, F extends T | undefined>(values: readonly T[], fallback: F, doc: SettingDoc, { lowerCase = false } = {}): Setting<T | F> {
  const choice = z.enum(values as [T, ...T[]])
  return {
    schema: lowerCase
      ? z
          .string()
          .transform((value) => value.toLowerCase())
          .pipe(choice)
      : choice,
    must: `one of ${values.join(', ')}`,
    fallback,
    trim: true,
    doc,
  }
}

/**
 * Text taken as written: an address, a path, a key. Not trimmed unless asked (a secret's spaces are its own);
 * empty is unset all the same.
 */
export function text<F extends string | undefined>(fallback: F | ((env: Env) => F), doc: SettingDoc, { trim = false } = {}): Setting<string | F> {
  return { schema: z.string(), must: 'text', fallback, trim, doc }
}

/** A setting of its own kind: its schema and what a wrong value must be. */
export function custom<T>(schema: z.ZodType<T>, must: string, fallback: T | ((env: Env) => T), doc: SettingDoc): Setting<T> {
  return { schema, must, fallback, trim: true, doc }
}

/** A value as a line of text: a list as JSON, the rest as written. */
function shown(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
}

function fallbackOf<T>(setting: Setting<T>, env: Env): T {
  const { fallback } = setting
  return typeof fallback === 'function' ? (fallback as (env: Env) => T)(env) : fallback
}

/** What unset would give, for the report: `unset: 10`, or `or unset` for a setting that may be left out. */
function unsetMeans(setting: Setting<unknown>, env: Env): string {
  const fallback = fallbackOf(setting, env)
  return fallback === undefined ? 'or unset' : `unset: ${shown(fallback)}`
}

function givenValue(setting: Setting<unknown>, raw: string | undefined): string | undefined {
  const value = setting.trim ? raw?.trim() : raw
  return value === undefined || value === '' ? undefined : value
}

/**
 * Reads every setting at once through one zod object schema: unset or empty is the default; anything else must be
 * a valid value or it is reported (all of them, one line each, in the table's order), never quietly replaced by the
 * default: `PRO_READING_ENERGY=0` or `ENERGY_FEN=1O` stops the server at start instead of running at 10.
 */
export function readSettings<S extends Record<string, Setting<unknown>>>(settings: S, env: Env): SettingValues<S> {
  const entries = Object.entries(settings)
  const shape = Object.fromEntries(entries.map(([name, setting]) => [name, z.optional(setting.schema)]))
  const given = Object.fromEntries(entries.map(([name, setting]) => [name, givenValue(setting, env[name])]))
  const parsed = z.object(shape).safeParse(given)
  if (!parsed.success) {
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
    const problems = entries.filter(([name]) => wrong.has(name)).map(([name, setting]) => `${name}=${JSON.stringify(given[name])}: must be ${setting.must} (${unsetMeans(setting, env)})`)
    throw new SettingsError(problems)
  }
  const values = parsed.data
  return Object.fromEntries(entries.map(([name, setting]) => [name, values[name] ?? fallbackOf(setting, env)])) as SettingValues<S>
}

function shownDefault(setting: Setting<unknown>): string | undefined {
  if (typeof setting.fallback === 'function') return undefined
  if (setting.fallback === undefined) return 'unset'
  if (setting.fallback === '') return 'empty'
  return `\`${shown(setting.fallback)}\``
}

/** The README's settings table (its rows in the settings' order), made from the settings themselves. */
export function settingsTable(settings: Record<string, Setting<unknown>>): string {
  const rows: { names: string[]; lead: Setting<unknown> }[] = []
  const byLead = new Map<string, { names: string[]; lead: Setting<unknown> }>()
  for (const [name, setting] of Object.entries(settings)) {
    if ('sameRowAs' in setting.doc) {
      const row = byLead.get(setting.doc.sameRowAs)
      if (!row) throw new Error(`${name} is shown in the row of ${setting.doc.sameRowAs}, which is not defined before it`)
      row.names.push(name)
      continue
    }
    const row = { names: [name], lead: setting }
    rows.push(row)
    byLead.set(name, row)
  }
  const lines = rows.map(({ names, lead }) => {
    const doc = lead.doc as Exclude<SettingDoc, { sameRowAs: string }>
    const quoted = names.map((name) => `\`${name}\``)
    const shownNames = doc.join === 'or' && quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted.join(', ')
    const defaults = names.map((name) => shownDefault(settings[name]!))
    const derived = defaults.some((d) => d === undefined) ? undefined : new Set(defaults).size === 1 ? defaults[0] : defaults.join(', ')
    const shown = doc.default ?? derived
    if (shown === undefined) throw new Error(`${names[0]} needs its default in words (doc.default): it is computed`)
    return `| ${shownNames} | ${shown} | ${doc.meaning} |`
  })
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...lines].join('\n')
}

/** The marker comments around the generated table in README.md. */
export const TABLE_START = '<!-- settings table: generated from server/src/settings-schema.ts by `npm run docs:settings`; edit it there -->'
export const TABLE_END = '<!-- end of the settings table -->'

/** The README with the table between the markers replaced by `table`. */
export function withSettingsTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`README.md has no "${TABLE_START}" … "${TABLE_END}" block`)
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`
}
