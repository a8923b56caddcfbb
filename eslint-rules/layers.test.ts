import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

// The rule is CommonJS, loaded by eslint.config.mjs as the local plugin's `layers`.
const layers = require('./layers.js') as import('eslint').Rule.RuleModule

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } })
const server = (file: string) => path.resolve(__dirname, '..', 'server', 'src', file)

tester.run('layers (server)', layers, {
  valid: [
    { filename: server('routes/readings.ts'), code: "import { DrawService } from '../services/reading/draw-service'" },
    { filename: server('routes/readings.ts'), code: "import { ok } from '../lib/envelope'" },
    { filename: server('services/charging.ts'), code: "import type { HoldRepository } from '../db/holds'" },
    { filename: server('plugins/repositories.ts'), code: "import { ReadingRepository } from '../db/readings'" },
    { filename: server('routes/account.ts'), code: 'async function logout(sid) { await app.sessions.logout(sid) }' },
    { filename: server('plugins/sessions.ts'), code: 'const users = app.users' },
  ],
  invalid: [
    {
      filename: server('routes/readings.ts'),
      code: "import type { ReadingRow } from '../db/readings'",
      errors: [{ message: 'A route (server/src/routes) must not import repositories (db/) (../db/readings): a route reaches the data only through a service.' }],
    },
    { filename: server('routes/pay.ts'), code: "export { OrderRepository } from '../db/orders'", errors: 1 },
    { filename: server('services/orders.ts'), code: "import { payRoutes } from '../routes/pay'", errors: 1 },
    { filename: server('db/readings.ts'), code: "import { ChargingService } from '../services/charging'", errors: 1 },
    {
      filename: server('routes/account.ts'),
      code: 'async function logout(sid, now) { await app.users.revokeSession(sid, now) }',
      errors: [{ message: 'A route (server/src/routes) must not call the repository app.users: a route reaches the data only through a service.' }],
    },
  ],
})
