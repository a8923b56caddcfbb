/** What a failed query says about itself, without its SQL or parameters. */
export interface DatabaseFailure {
  /** The SQLSTATE code (`23505`, `22021`…). */
  code: string
  /** The constraint broken, when the engine names it. */
  constraint?: string
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/**
 * The database error behind a thrown error: Drizzle wraps the driver's error (node-postgres
 * or PGlite) in a `DrizzleQueryError` whose message is the SQL with its parameters, and puts
 * the driver's error, which carries the SQLSTATE, on `cause`. Null when no database code is found.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && SQLSTATE.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) }
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/** PostgreSQL's unique_violation, optionally on the named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseFailure(error)
  if (failure?.code !== '23505') return false
  if (!constraint || !failure.constraint) return true
  return failure.constraint === constraint
}

/**
 * An error as it may be logged: a database failure by its code, constraint and stack frames
 * (never Drizzle's message, which is the SQL with its parameters); anything else unchanged.
 */
export function loggableError(error: unknown): unknown {
  const failure = databaseFailure(error)
  if (!failure || !(error instanceof Error)) return error
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return { type: error.name, message: `database error ${failure.code}`, ...failure, stack: frames.join('\n') }
}

/** A log call's first argument with any database error in it, alone or as `err`, made loggable (see `loggableError`). */
export function loggableArgument(first: unknown): unknown {
  if (first instanceof Error) return loggableError(first)
  if (!first || typeof first !== 'object' || !('err' in first)) return first
  const { err } = first
  const safe = loggableError(err)
  return safe === err ? first : { ...first, err: safe }
}
