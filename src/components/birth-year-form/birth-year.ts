/** The earliest year of birth the form takes. */
export const EARLIEST_BIRTH_YEAR = 1900

/** The age someone born in `year` turns in `currentYear` (with only a year, they may still be a year younger today). */
export function ageThisYear(year: number, currentYear: number): number {
  return currentYear - year
}

/**
 * Whether `year` certainly makes the person 18 or over, as the server counts it (services/orders.ts `isAdult`):
 * only whole years that are certain, so someone who turns 18 this year is not yet taken as an adult.
 */
export function certainlyAdult(year: number, currentYear: number): boolean {
  return currentYear - year - 1 >= 18
}

/** A typed year the form can take: four digits from 1900 to this year. */
export function parseBirthYear(value: string, currentYear: number): number | null {
  const trimmed = value.trim()
  if (!/^\d{4}$/.test(trimmed)) return null
  const year = Number(trimmed)
  return year >= EARLIEST_BIRTH_YEAR && year <= currentYear ? year : null
}
