import { describe, expect, it } from 'vitest'
import { inQuietHours, localMinuteOfDay } from './quiet-hours'

const at = (iso: string) => Date.parse(iso)

describe('quiet hours', () => {
  it('keeps 22:00–08:00 quiet in the person’s own time zone', () => {
    // 13:59 UTC is 21:59 in Beijing (UTC+8): still allowed; 14:00 UTC is 22:00 there: quiet.
    expect(inQuietHours(at('2026-11-27T13:59:00Z'), 480)).toBe(false)
    expect(inQuietHours(at('2026-11-27T14:00:00Z'), 480)).toBe(true)
    // 23:59 UTC is 07:59 in Beijing: quiet; 00:00 UTC is 08:00: allowed.
    expect(inQuietHours(at('2026-11-27T23:59:00Z'), 480)).toBe(true)
    expect(inQuietHours(at('2026-11-28T00:00:00Z'), 480)).toBe(false)
  })

  it('wraps around midnight for zones west of UTC', () => {
    // 02:00 UTC is 21:00 the evening before in New York (UTC−5).
    expect(localMinuteOfDay(at('2026-11-27T02:00:00Z'), -300)).toBe(21 * 60)
    expect(inQuietHours(at('2026-11-27T02:00:00Z'), -300)).toBe(false)
    expect(inQuietHours(at('2026-11-27T03:30:00Z'), -300)).toBe(true)
  })
})
