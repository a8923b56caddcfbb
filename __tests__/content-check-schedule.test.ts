/**
 * The H5 content check waits for the first screen: at launch it starts only once the
 * first screen is idle (so on a slow network it never competes with home's own
 * chunks), and a check asked for at once (a language switch) starts at once.
 */
import { scheduleContentCheck } from '@/lib/content/schedule-check.h5'

const mockIdle: { release: () => void; promise: Promise<void> } = { release: () => undefined, promise: Promise.resolve() }
jest.mock('@/lib/content/warm-conditions', () => ({
  afterFirstScreen: () => mockIdle.promise,
}))
const mockCheck = jest.fn(async () => undefined)
jest.mock('@/lib/content/freshness', () => ({ checkContentVersions: () => mockCheck() }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  mockCheck.mockClear()
  mockIdle.promise = new Promise((resolve) => (mockIdle.release = resolve))
})

it('does not check at launch before the first screen is idle, and checks once it is', async () => {
  scheduleContentCheck(1000)
  await settle()
  expect(mockCheck).not.toHaveBeenCalled()
  mockIdle.release()
  await settle()
  await settle()
  expect(mockCheck).toHaveBeenCalledTimes(1)
})

it('checks at once after a language switch, without waiting for an idle screen', async () => {
  scheduleContentCheck(0)
  await settle()
  await settle()
  expect(mockCheck).toHaveBeenCalledTimes(1)
})
