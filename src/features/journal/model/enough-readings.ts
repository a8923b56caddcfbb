/**
 * The insights and the year in cards sum up saved readings from this many on; with fewer, both pages say the same
 * thing instead: how many more to save. (One reading's "most frequent card" would be any card of it, drawn once.)
 */
export const ENOUGH_READINGS = 3

/** How many more saved readings there is something to sum up after: 0 once there are enough. */
export function readingsToGo(readings: number): number {
  return Math.max(0, ENOUGH_READINGS - readings)
}
