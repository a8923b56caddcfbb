import * as z from 'zod/mini'

/** `POST /tarot/rest/agent/useragent/{agentCode}`: the agent code in force (the first one bound stays). */
export const AgentBindData = z.object({ agentCode: z.string() })

/**
 * `POST /tarot/rest/agent/friend/{friendCode}`: the friend code in force; null when none is bound (a user cannot refer themselves).
 * Also `GET /tarot/rest/agent/friend-code`: the caller's own. A friend code is sealed by the server and names no user.
 */
export const FriendBindData = z.object({ friendCode: z.nullable(z.string()) })

/** `GET /tarot/rest/agent/my`: the user's own agent record, or null when they are not an agent. */
export const OwnAgentData = z.nullable(z.object({ code: z.string(), name: z.string(), createdAt: z.string() }))

/** A product on sale: energy, or VIP days; the price in fen (1/100 yuan). */
export const Product = z.object({
  id: z.string(),
  kind: z.enum(['energy', 'vip']),
  energy: z.number(),
  vipDays: z.number(),
  priceFen: z.number(),
})

/**
 * `GET /tarot/rest/energy/amount[?r=products]`: energy, VIP end (ISO time or null), and with `r=products` the products on sale;
 * `vip` and `vipBy` are the server's word on the spec's rule (energy above 0 or a VIP time) and which of the two holds,
 * so no screen works VIP out on its own.
 */
export const WalletData = z.object({
  total: z.number(),
  vipTime: z.nullable(z.string()),
  vip: z.boolean(),
  vipBy: z.array(z.enum(['energy', 'vipTime'])),
  products: z.optional(z.array(Product)),
})
export type WalletData = z.infer<typeof WalletData>

/**
 * `GET /tarot/rest/energy/quota`: what an AI reading costs this user now, shown before anything is spent:
 * free basic readings left today (and the day's limit), the energy balance, and the prices.
 */
export const QuotaData = z.object({
  vip: z.boolean(),
  energy: z.number(),
  freeLeft: z.number(),
  freeLimit: z.number(),
  proReadingCost: z.number(),
  chatFreePerReading: z.number(),
  chatCost: z.number(),
  /** Who writes a reading asked for now, said before anything is charged: an AI model (`llm`) or the app's built-in reader (`offline`). */
  writer: z.enum(['llm', 'offline']),
})
export type QuotaData = z.infer<typeof QuotaData>

/**
 * `GET /tarot/rest/account/export`: everything the signed-in person owns, as one JSON file to download (PIPL Art. 45):
 * the account, then a section per kind of record (readings with their interpretations, follow-ups, notes, look-backs,
 * shares, orders, the energy ledger, consultations, feedback…), each a list of rows. `format` names this layout.
 */
export const AccountExport = z.object({
  format: z.literal('ai-tarot-export/1'),
  exportedAt: z.string(),
  account: z.object({ id: z.string(), kind: z.string(), createdAt: z.string(), birthYear: z.nullable(z.number()) }),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
})
export type AccountExport = z.infer<typeof AccountExport>
