import fp from 'fastify-plugin'
import { AccountRepository } from '../db/accounts'
import { AiCallRepository } from '../db/ai-calls'
import { ChatRepository } from '../db/chat'
import { FeedbackRepository } from '../db/feedback'
import { LedgerRepository } from '../db/ledger'
import { ReaderRepository } from '../db/readers'
import { ReadingRepository } from '../db/readings'
import { ServerSettingsRepository } from '../db/server-settings'
import { IdentityRepository, UserRepository } from '../db/users'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository
    accounts: AccountRepository
    identities: IdentityRepository
    readings: ReadingRepository
    chat: ChatRepository
    aiCalls: AiCallRepository
    ledger: LedgerRepository
    feedback: FeedbackRepository
    readers: ReaderRepository
    serverSettings: ServerSettingsRepository
  }
}

/**
 * The repositories routes and services share (only repositories touch the database). The ones a single
 * service owns (orders, consultations) are made by that service's plugin and not exposed.
 */
export const repositoriesPlugin = fp(
  async (app) => {
    const { db } = app.database
    app.decorate('users', new UserRepository(db))
    app.decorate('accounts', new AccountRepository(db))
    app.decorate('identities', new IdentityRepository(db))
    app.decorate('readings', new ReadingRepository(db))
    app.decorate('chat', new ChatRepository(db))
    app.decorate('aiCalls', new AiCallRepository(db))
    app.decorate('ledger', new LedgerRepository(db))
    app.decorate('feedback', new FeedbackRepository(db))
    app.decorate('readers', new ReaderRepository(db))
    app.decorate('serverSettings', new ServerSettingsRepository(db))
  },
  { name: 'repositories', dependencies: ['database'] },
)
