/**
 * Quiet hours for reminders: none is sent from 22:00 until 08:00 in the person's own time zone. The zone is the
 * offset the app reported (minutes east of UTC), so this needs no time-zone database.
 */
export const QUIET_FROM_HOUR = 22
export const QUIET_UNTIL_HOUR = 8

/** The person's local time of day at `now` (ms since the epoch), in minutes after midnight. */
export function localMinuteOfDay(now: number, tzOffsetMinutes: number): number {
  const minutes = Math.floor(now / 60_000) + tzOffsetMinutes
  return ((minutes % 1440) + 1440) % 1440
}

/** True between 22:00 and 08:00 local time. */
export function inQuietHours(now: number, tzOffsetMinutes: number): boolean {
  const minute = localMinuteOfDay(now, tzOffsetMinutes)
  return minute >= QUIET_FROM_HOUR * 60 || minute < QUIET_UNTIL_HOUR * 60
}
