// `npm run birth-year -- <command>`: the operator's review of birth-year corrections (docs/commerce.md, "Under 18").
//   list                        the corrections waiting for review, oldest first, with the contact given
//   approve --user <userId>     after checking the person's age: the year asked for goes on the account
//   decline --user <userId>     the year stays; the person sees the request was not approved and may ask again
// Runs against DATA_DIR (PGlite: stop the server first, one process owns that database) or DATABASE_URL.
import { parseArgs } from 'node:util'
import { BirthYearCorrectionRepository } from './db/birth-year-corrections'
import { runAsCommand } from './admin-command'

const USAGE = `usage:
  npm run birth-year -- list
  npm run birth-year -- approve --user <userId>
  npm run birth-year -- decline --user <userId>`

/** The command's work, apart from the process, so a test can run it against a database of its own. */
export async function runBirthYearAdmin(argv: string[], deps: { corrections: BirthYearCorrectionRepository; now: () => number }): Promise<{ ok: boolean; lines: string[] }> {
  let parsed: ReturnType<typeof parseArgs<{ options: { user: { type: 'string' } }; allowPositionals: true; args: string[] }>>
  try {
    parsed = parseArgs({ args: argv, options: { user: { type: 'string' } }, allowPositionals: true })
  } catch (error) {
    return { ok: false, lines: [`birth-year: ${(error as Error).message}`, USAGE] }
  }
  const [command] = parsed.positionals
  if (command === 'list') {
    const pending = await deps.corrections.pending()
    if (pending.length === 0) return { ok: true, lines: ['no corrections waiting'] }
    return {
      ok: true,
      lines: pending.map((row) => `${row.userId}  ${row.fromYear} → ${row.requestedYear}  asked ${row.requestedAt.toISOString()}  contact: ${row.contact ?? '—'}`),
    }
  }
  if (command === 'approve' || command === 'decline') {
    const userId = parsed.values.user?.trim()
    if (!userId) return { ok: false, lines: ['birth-year: --user is required', USAGE] }
    const row = await deps.corrections.decide(userId, command === 'approve', new Date(deps.now()))
    if (!row) return { ok: false, lines: [`birth-year: no correction waiting for ${userId} (see list)`] }
    return {
      ok: true,
      lines: [
        command === 'approve'
          ? `approved: ${userId} is now born in ${row.requestedYear} (was ${row.fromYear}); the contact is erased`
          : `declined: ${userId} stays born in ${row.fromYear}; the contact is erased`,
      ],
    }
  }
  return { ok: false, lines: [`birth-year: ${command ? `unknown command "${command}"` : 'no command given'}`, USAGE] }
}

runAsCommand('birth-year', import.meta.url, (db, args) => runBirthYearAdmin(args, { corrections: new BirthYearCorrectionRepository(db), now: Date.now }))
