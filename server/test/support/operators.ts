import type { OperatorRole } from '@tarot/contracts/console'
import type { FastifyInstance } from 'fastify'
import { totpCode } from '../../src/services/operators/totp'

export interface TestOperator {
  id: string
  name: string
  password: string
  /** The base32 TOTP secret, read from the otpauth URI the server answered with. */
  secret: string
  /** The code for a moment (default: the app's clock). */
  code(atMs?: number): string
}

/** An operator made as the first owner is (the command line's path), with a known password and TOTP secret. */
export async function addOperator(app: FastifyInstance, name: string, role: OperatorRole, password = `pw-${name}-long-enough`): Promise<TestOperator> {
  const { operator, totpUri } = await app.operatorService.add(null, { name, role, password })
  const secret = new URL(totpUri).searchParams.get('secret')!
  return { id: operator.id, name, password, secret, code: (atMs = app.now()) => totpCode(secret, atMs) }
}

/** Signs the operator in at a time (each TOTP step signs in once) and answers the console token. */
export async function consoleToken(app: FastifyInstance, operator: TestOperator, atMs = app.now()): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/tarot/rest/console/session', payload: { name: operator.name, password: operator.password, code: operator.code(atMs) } })
  const body = response.json()
  if (body.code !== 0) throw new Error(`console sign-in failed: ${JSON.stringify(body)}`)
  return body.data.token as string
}
