import * as z from 'zod/mini'

/**
 * The version file (spec §3, §7: `GET /versionApp.json?{timestamp}`): content
 * versions per language, the resource lists that warm the cache, and the flags
 * that hide the home index and purchasing on iOS.
 */
export const VersionData = z.object({
  /** Spread catalogue version per language path ('' Simplified, 'zh-Hant', 'en'). */
  spreads: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  /** Article index version per language path. */
  articles: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  /** Binary resources (card art, sounds) to prefetch. */
  res: z.array(z.string()),
  /** Static files (layouts, images) to prefetch. */
  static: z.array(z.string()),
  /**
   * iOS platform flags: `iosCharge` false hides purchasing where the platform forbids it. `miniProgramCharge`, present
   * when the mini-program sells through WeChat's virtual payment, is iOS's switch there instead (WECHAT_XPAY_IOS).
   */
  ios: z.object({ iosCharge: z.boolean(), miniProgramCharge: z.optional(z.boolean()) }),
  /** Hiding switches: `index` hides the home index. */
  hide: z.object({ index: z.boolean() }),
})
export type VersionData = z.infer<typeof VersionData>

export const VersionFile = z.object({ statusCode: z.number(), data: VersionData })
export type VersionFile = z.infer<typeof VersionFile>

export function parseVersionFile(input: unknown): { ok: true; value: VersionFile } | { ok: false; error: string } {
  const result = VersionFile.safeParse(input)
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }
}
