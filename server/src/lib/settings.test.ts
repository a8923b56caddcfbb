import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { SettingsError } from './settings'

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof SettingsError) return error.problems
    throw error
  }
  return []
}

describe('settings that refuse to be wrong', () => {
  it('stops on a price of zero or a typo in a number instead of running at the default, naming each variable', () => {
    expect(problemsOf({ PRO_READING_ENERGY: '0' })).toEqual(['PRO_READING_ENERGY="0": must be a whole number of at least 1 (unset: 10)'])
    expect(problemsOf({ ENERGY_FEN: '1O' })).toEqual(['ENERGY_FEN="1O": must be a whole number of at least 1 (unset: 10)'])
    expect(() => loadConfig({ CHAT_ENERGY: '-2' })).toThrow(/CHAT_ENERGY="-2"/)
    expect(problemsOf({ LLM_MAX_TOKENS: '2.5' })).toHaveLength(1)
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT="70000": must be a whole number from 1 to 65535 (unset: 8080)'])
  })

  it('reports every wrong setting at once, so one start shows them all', () => {
    const problems = problemsOf({ PRO_READING_ENERGY: '0', DEV_SIGN_IN: 'yes', WECHAT_MINIPROGRAM_STATE: 'beta' })
    expect(problems.map((p) => p.split('=')[0])).toEqual(['WECHAT_MINIPROGRAM_STATE', 'PRO_READING_ENERGY', 'DEV_SIGN_IN'])
    expect(problems[2]).toBe('DEV_SIGN_IN="yes": must be true or false (unset: true)')
  })

  it('takes zero where zero means "none" (no free reading a day, no backups removed), and the defaults when unset or empty', () => {
    const config = loadConfig({ DAILY_FREE_READINGS: '0', BACKUP_KEEP_DAYS: '0', SESSION_CHECK_MS: '0', PRO_READING_ENERGY: '', ENERGY_FEN: ' 12 ' })
    expect(config.pricing.dailyFree).toBe(0)
    expect(config.backup.keepDays).toBe(0)
    expect(config.sessionCheckMs).toBe(0)
    expect(config.pricing.proReadingCost).toBe(10)
    expect(config.pricing.energyFen).toBe(12)
    expect(loadConfig({}).port).toBe(8080)
  })
})
