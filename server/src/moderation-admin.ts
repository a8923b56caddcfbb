// `npm run moderation -- <command>`: texts held by content review (docs/content-security.md).
//   list             every held text, oldest first, with its id
//   pass <id>        publish it (q:<consultation> the question, a:<consultation> the answer, r:<consultation> a review, s:<share> a shared question)
//   reject <id>      refuse it (a consultation is cancelled and refunded; a review or shared question stays hidden)
// Runs against DATA_DIR (PGlite: stop the server first, one process owns that database) or DATABASE_URL.
import { runAsCommand } from './admin-command'
import { ConsultationRepository } from './db/consultations'
import { ShareRepository } from './db/shares'
import { ModerationService } from './services/moderation/moderation-service'
import type { CommandResult } from './admin-command'

const USAGE = `usage:
  npm run moderation -- list
  npm run moderation -- pass <id>
  npm run moderation -- reject <id>
ids: q:<consultation> (a question), a:<consultation> (an answer), r:<consultation> (a review), s:<share> (a shared question)`

/** One line of the list: the id, what it is, since when, why it was held, and the text on one line (cut at 300 characters). */
function line(item: Awaited<ReturnType<ModerationService['list']>>[number]): string {
  const text = item.text.replace(/\s+/g, ' ').trim()
  return `${item.id}  ${item.kind}  since ${item.since.toISOString()}  ${item.note ?? ''}\n    ${[...text].length > 300 ? `${[...text].slice(0, 300).join('')}…` : text}`
}

export async function runModerationAdmin(argv: string[], moderation: ModerationService): Promise<CommandResult> {
  const [command, id, ...rest] = argv
  if (command === 'list' && !id) {
    const held = await moderation.list()
    return { ok: true, lines: held.length ? [`${held.length} held for review:`, ...held.map(line)] : ['nothing held for review'] }
  }
  if ((command === 'pass' || command === 'reject') && id && rest.length === 0) {
    const result = await moderation.decide(id, command)
    return { ok: result.ok, lines: [result.ok ? result.said : `moderation: ${result.said}`] }
  }
  return { ok: false, lines: [command ? `moderation: unknown or incomplete command "${argv.join(' ')}"` : 'moderation: no command given', USAGE] }
}

runAsCommand('moderation', import.meta.url, (db, args) =>
  runModerationAdmin(args, new ModerationService({ consultations: new ConsultationRepository(db), shares: new ShareRepository(db), now: Date.now })),
)
