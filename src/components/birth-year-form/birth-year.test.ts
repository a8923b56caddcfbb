import { ageThisYear, certainlyAdult, parseBirthYear } from './birth-year'

describe('the birth year the confirmation shows', () => {
  it('says the age the year implies this year', () => {
    expect(ageThisYear(2012, 2026)).toBe(14)
    expect(ageThisYear(1990, 2026)).toBe(36)
  })

  it('takes as an adult only a year that certainly makes 18, as the server does', () => {
    expect(certainlyAdult(2007, 2026)).toBe(true)
    // Turns 18 this year: may still be 17 today.
    expect(certainlyAdult(2008, 2026)).toBe(false)
    expect(certainlyAdult(2012, 2026)).toBe(false)
  })

  it('takes four digits from 1900 to this year, nothing else', () => {
    expect(parseBirthYear(' 1990 ', 2026)).toBe(1990)
    expect(parseBirthYear('2027', 2026)).toBeNull()
    expect(parseBirthYear('1899', 2026)).toBeNull()
    expect(parseBirthYear('90', 2026)).toBeNull()
    expect(parseBirthYear('199O', 2026)).toBeNull()
  })
})
