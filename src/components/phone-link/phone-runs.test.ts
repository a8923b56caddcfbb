import { crisisLines } from '../../../server/src/lib/crisis-lines'
import { phoneRuns } from './phone-runs'

/** The numbers of a text as the crisis panel makes them tappable. */
const numbers = (text: string) =>
  text.split('\n').flatMap((line) =>
    phoneRuns(line)
      .filter((run) => run.kind === 'phone')
      .map((run) => run.text),
  )

describe('the phone numbers of a crisis answer', () => {
  it('finds every hotline the server gives, in every language, written as it reads: grouped by spaces or a hyphen', () => {
    for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const found = numbers(crisisLines(language, null))
      expect(found).toEqual(expect.arrayContaining(['12356', '010-82951332', '1925', '1995', '2389 2222']))
    }
    expect(numbers(crisisLines('en', null))).toEqual(['988', '116 123', '13 11 14', '12356', '010-82951332', '1925', '1995', '2389 2222'])
  })

  it('leaves the hours ("24 hours", "24小时") and the website as words', () => {
    const found = [...numbers(crisisLines('zh-Hans', null)), ...numbers(crisisLines('en', null))]
    expect(found).not.toContain('24')
    expect(numbers('其他地区可在 findahelpline.com 找到当地热线')).toEqual([])
  })

  it('makes the emergency numbers after the list tappable too', () => {
    expect(numbers('如果你有立即的危险，请拨打 110 或 120。')).toEqual(['110', '120'])
    expect(numbers('如果你有立即的危險，請撥打 110、119 或 999。')).toEqual(['110', '119', '999'])
  })

  it('keeps every word of the line: joined again, the runs are the line', () => {
    for (const line of crisisLines('zh-Hant', 'HK').split('\n'))
      expect(
        phoneRuns(line)
          .map((run) => run.text)
          .join(''),
      ).toBe(line)
  })
})
