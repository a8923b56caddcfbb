import { ResultCode } from '@tarot/contracts/codes'

/** The document's words that belong to no one route: the result codes, the tags, the envelope, headers and limits. */

type CodeName = keyof typeof ResultCode

/** What each result code (`packages/contracts/src/codes.ts`) means and the HTTP status it comes with. */
export const CODES: Record<CodeName, { http: number; meaning: string }> = {
  ok: { http: 200, meaning: 'success; `data` holds the answer' },
  badRequest: { http: 400, meaning: 'the request is not valid; `message` says what (e.g. "The question is too long")' },
  questionRefused: {
    http: 400,
    meaning:
      "the question check refuses the question (crisis, sensitive, unsuitable): no reading is made or read, nothing is charged; `message` is the verdict's words (with hotlines for a crisis), `data` the verdict as `/question/check` gives it",
  },
  contentRefused: {
    http: 200,
    meaning: 'content security refused a text someone else would see (a consultation question or answer, a review, a shared question): nothing is stored or charged; `message` asks to change it',
  },
  tokenExpired: { http: 200, meaning: 'token missing, expired, forged or revoked: clear it, log in again once, retry once' },
  signInRequired: { http: 200, meaning: 'this needs a signed-in user, not a guest' },
  signInFailed: { http: 200, meaning: 'sign-in refused by the provider' },
  insufficientEnergy: { http: 200, meaning: 'not enough energy; `message` says the cost' },
  noFreeReadings: { http: 200, meaning: "today's free AI readings are used up" },
  paymentFailed: { http: 200, meaning: 'Payment Failed: the provider refused the payment or the payer gave up' },
  paymentInvalid: { http: 200, meaning: 'Invalid Payment: a payment that does not match its order' },
  birthYearRequired: { http: 200, meaning: 'a first purchase needs the birth year (POST /tarot/rest/account/birth-year)' },
  underAge: { http: 200, meaning: 'users under 18 cannot buy' },
  purchaseUnavailable: { http: 200, meaning: 'purchasing is not offered here (iOS without iosCharge, or WeChat Pay needs WeChat sign-in)' },
  notReader: { http: 200, meaning: 'only a reader may do this' },
  forbidden: { http: 200, meaning: 'not allowed here (e.g. a sign-in provider this deployment does not offer)' },
  followUpLimit: { http: 200, meaning: 'the reading has had all the follow-up questions it can have' },
  noteLimit: { http: 200, meaning: 'the reading holds all the notes it may have (`NOTES_PER_READING`, default 50); editing or deleting one still works' },
  shareLimit: { http: 200, meaning: 'the reading has all the shared links it may have (`SHARES_PER_READING`, default 20); earlier links still work' },
  notFound: { http: 404, meaning: "not found; also what another user's reading looks like" },
  conflict: { http: 200, meaning: 'already in progress, e.g. an answer still streaming for this reading; or not possible yet' },
  sufficientEnergy: { http: 200, meaning: 'Sufficient Energy, No Purchase Needed' },
  notAllowedNow: { http: 200, meaning: 'the order or consultation is past this step (closed, expired, paid, accepted…)' },
  shareRevoked: { http: 410, meaning: 'a shared link its owner revoked' },
  rateLimited: { http: 429, meaning: 'too many requests' },
  busy: { http: 503, meaning: 'busy right now (every poster worker drawing and its queue full): try again after `retry-after` seconds' },
  serverError: { http: 500, meaning: 'an unknown error on the server (never a stack trace or SQL)' },
}

/** Said of every event-stream answer, after its own events. */
export const SSE_FORMAT =
  'Each event is `event: <name>` and `data: <JSON>` followed by a blank line; a comment line `: ping` is sent every 15 s while the stream is open. ' +
  'Errors found before the stream opens (token, not found, cost) come back as a JSON envelope instead.'

export const TAGS = [
  { name: 'Login', description: 'Guest login, sign-in through a provider, logout.' },
  { name: 'Console', description: 'The back office (docs/back-office.md): operators, the audit log, orders and refunds.' },
  { name: 'Account', description: 'Account deletion and feedback.' },
  { name: 'Referrals', description: 'Agent and friend referrals (spec §7).' },
  { name: 'Energy', description: 'Energy, VIP time and the products on sale.' },
  { name: 'Question', description: 'The question check before a reading.' },
  { name: 'Readings', description: "Draws (commit–reveal), physical cards, saved readings; only ever the caller's own." },
  { name: 'Interpretation', description: 'The AI interpretation, streamed as server-sent events, and the stored text.' },
  { name: 'Sharing', description: "Links to a reading anyone can open without an account, their posters, and today's card as a poster." },
  { name: 'Chat', description: 'Follow-up questions on a reading, streamed like the interpretation.' },
  { name: 'Readers', description: 'The human readers marketplace: who takes orders, profiles and reviews.' },
  { name: 'Consultations', description: "Consultation orders with a reader: order, pay, cancel, confirm, review; only ever the caller's own." },
  { name: 'Reader desk', description: 'For readers: their profile, their queue, accept and answer.' },
  { name: 'System', description: 'Health.' },
  { name: 'Data host', description: 'Versioned content files (not in the envelope): catalogue, articles, cards, layouts.' },
]

export function codesTable(): string {
  const rows = (Object.keys(CODES) as CodeName[]).map((name) => `| \`${ResultCode[name]}\` | ${CODES[name].http} | \`${name}\` | ${CODES[name].meaning} |`)
  return ['| code | HTTP | name | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

export const DESCRIPTION = `REST under \`/tarot/rest/\`, the data host under \`/local/\` (and \`/versionApp.json\`, \`/spreadsApp.json\`, \`/articles/index.json\`, \`/layout/\`), card art under \`/res/cards/{id}.png\`.

**Headers.** Every call may send \`tarot-token\` (a user token, or the guest token where a guest may act; get one from \`POST /tarot/rest/login/user\`, then *Authorize*) and \`tarot-lang\` (\`zh-Hans\`, \`zh-Hant\`, \`en\`); messages come back in that language. POST bodies are JSON. The schemas come from \`packages/contracts\`, shared with the app.

**The envelope.** Every REST answer is \`{ "code": number, "message"?: string, "data"?: … }\`. Handled outcomes answer HTTP 200 with a code (\`0\` success; \`401000\` when the token is missing or expired, as the spec says); invalid requests 400 with \`400000\`; unknown paths 404 with \`404000\`; anything unexpected 500 with \`500000\` and a localized message.

${codesTable()}

**Streams.** The interpretation and the follow-up chat answer \`text/event-stream\`: \`event: meta\`, \`event: delta\` per piece of text, possibly \`event: restart\` (drop the text so far), then \`event: done\` or \`event: error\`, each with a JSON \`data:\` line; \`: ping\` every 15 s. The payloads are under each operation's \`x-events\` and in the schemas \`…Event\`.

**Limits.** Interpretation and chat 20 a minute, question check 30 a minute, sign-in 20 a minute, feedback 10 an hour, per user (or per address without a token); starting readings 30 a minute per user (\`READINGS_PER_MINUTE\`); guest tokens 10 a minute and 50 in 24 hours per address (\`GUEST_TOKENS_PER_MINUTE\`, \`GUEST_TOKENS_PER_DAY\`); over the limit: HTTP 429, code \`429000\`.

**Idempotency.** \`clientKey\` (8–64 characters of \`A–Z a–z 0–9 _ -\`) makes a create idempotent: a retry returns what the first request made.`
