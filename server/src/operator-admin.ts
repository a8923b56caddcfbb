// `npm run operator -- <command>`: the back office's operators from the command line (docs/back-office.md).
//   add <name> --role owner|support|moderator|content   the password from OPERATOR_PASSWORD, or a new one printed once
//   list
// The first owner is made here; after that, owners add operators in the console (audited there).
// Runs against DATA_DIR (PGlite: stop the server first, one process owns that database) or DATABASE_URL.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { OperatorName, OperatorRole } from '@tarot/contracts/console'
import { toString as qrText } from 'qrcode'
import { type CommandResult, runAsCommand } from './admin-command'
import { loadConfig } from './config'
import type { Database } from './db/client'
import { AuditLogRepository } from './db/audit-log'
import { OperatorRepository } from './db/operators'
import { ServerSettingsRepository } from './db/server-settings'
import { DomainError } from './lib/domain-error'
import { OperatorService } from './services/operators/operator-service'
import { resolveTokenSecret } from './services/tokens'

const USAGE = `usage:
  npm run operator -- add <name> --role ${OperatorRole.options.join('|')}   (password from OPERATOR_PASSWORD, at least 12 characters, or one is made and printed once)
  npm run operator -- list`

export async function operatorCommand(db: Database, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const { values, positionals } = parseArgs({ args, options: { role: { type: 'string' } }, allowPositionals: true, strict: false })
  const config = loadConfig()
  const secret = await resolveTokenSecret(config.tokenSecret, config.dataDir, new ServerSettingsRepository(db))
  const service = new OperatorService(new OperatorRepository(db), new AuditLogRepository(db), secret, config.consoleSessionMs, Date.now)
  const [command, name] = positionals
  if (command === 'list') {
    const list = await service.list()
    return { ok: true, lines: list.length ? list.map((o) => `${o.id}  ${o.name}  ${o.role}  ${o.active ? 'active' : 'inactive'}  last sign-in ${o.lastSignInAt ?? 'never'}`) : ['no operators yet'] }
  }
  if (command !== 'add' || !name) return { ok: false, lines: [USAGE] }
  const role = OperatorRole.safeParse(values.role)
  if (!role.success) return { ok: false, lines: [`--role must be one of ${OperatorRole.options.join(', ')}`, USAGE] }
  if (!OperatorName.safeParse(name).success) return { ok: false, lines: ['the name is 2 to 32 lowercase letters, digits, dots, dashes or underscores, starting with a letter'] }
  const given = env.OPERATOR_PASSWORD
  if (given !== undefined && given.length < 12) return { ok: false, lines: ['OPERATOR_PASSWORD must be at least 12 characters'] }
  const password = given ?? randomBytes(15).toString('base64url')
  try {
    const { operator, totpUri } = await service.add(null, { name, role: role.data, password })
    return {
      ok: true,
      lines: [
        `added ${operator.name} (${operator.role}), id ${operator.id}`,
        ...(given === undefined ? [`password (shown once): ${password}`] : []),
        'scan this into an authenticator app (shown once):',
        await qrText(totpUri, { type: 'terminal', small: true }),
        totpUri,
        `sign in at ${config.publicOrigin}/tarot/console/`,
      ],
    }
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, lines: [`an operator named ${name} exists already`] }
    throw error
  }
}

runAsCommand('operator', import.meta.url, (db, args) => operatorCommand(db, args))
