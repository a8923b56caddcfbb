import { eq } from 'drizzle-orm'
import type { Database } from './client'
import { serverSettings } from './schema'

/** Settings every instance on the database must share (the token secret, the dev payment keys). */
export class ServerSettingsRepository {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<string | null> {
    const [row] = await this.db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key))
    return row?.value ?? null
  }

  /**
   * Keeps `proposed` unless the key already has a value, and returns the value kept: instances starting
   * together each propose their own, the first insert wins and all of them read that one back.
   */
  async keepFirst(key: string, proposed: string): Promise<string> {
    await this.db.insert(serverSettings).values({ key, value: proposed }).onConflictDoNothing({ target: serverSettings.key })
    const kept = await this.get(key)
    if (kept === null) throw new Error(`server setting ${key} was not kept`)
    return kept
  }
}
