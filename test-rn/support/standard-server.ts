// The stand-in server's answers for what every screen asks at start: a guest token, the quota,
// sign-in providers. Anything else answers "not found", which screens show as their own failure state.
import { StandInServer, ok } from './server'

export function standardServer(): StandInServer {
  return new StandInServer()
    .on('POST', '/tarot/rest/login/user', () => ok({ access_token: 'guest-token', expires_at: Date.now() + 86_400_000 }))
    .on('GET', '/tarot/rest/energy/quota', () => ok({ vip: false, energy: 0, freeLeft: 3, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' }))
    .on('GET', '/tarot/rest/login/providers', () => ok({ providers: ['dev'] }))
    .install()
}
