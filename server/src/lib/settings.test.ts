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

  it('reports every wrong setting at once, so one start shows them all (in the order of the settings table)', () => {
    const problems = problemsOf({ PRO_READING_ENERGY: '0', DEV_SIGN_IN: 'yes', WECHAT_MINIPROGRAM_STATE: 'beta' })
    expect(problems.map((p) => p.split('=')[0])).toEqual(['WECHAT_MINIPROGRAM_STATE', 'DEV_SIGN_IN', 'PRO_READING_ENERGY'])
    expect(problems[1]).toBe('DEV_SIGN_IN="yes": must be true or false (unset: true)')
    expect(() => loadConfig({ PORT: '0', LOG_LEVEL: 'loud' })).toThrow(
      'Settings the server cannot run with:\n  PORT="0": must be a whole number from 1 to 65535 (unset: 8080)\n  LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent (unset: info)',
    )
  })

  it('refuses a choice that is not one, where it used to fall back quietly', () => {
    expect(problemsOf({ WECHAT_XPAY_ENV: 'staging' })).toEqual(['WECHAT_XPAY_ENV="staging": must be one of production, sandbox, 0, 1 (unset: 0)'])
    expect(problemsOf({ WECHAT_XPAY_IOS: 'yes' })).toEqual(['WECHAT_XPAY_IOS="yes": must be one of 1, 0, true, false (unset: false)'])
    expect(problemsOf({ LOG_FORMAT: 'xml' })).toEqual(['LOG_FORMAT="xml": must be one of auto, pretty, json (unset: auto)'])
    expect(problemsOf({ LLM_TOKEN_PARAM: 'max_output_tokens' })).toEqual(['LLM_TOKEN_PARAM="max_output_tokens": must be one of max_tokens, max_completion_tokens (or unset)'])
    const config = loadConfig({ WECHAT_XPAY_ENV: 'sandbox', WECHAT_XPAY_IOS: '1', LOG_FORMAT: 'JSON', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })
    expect(config.xpay).toMatchObject({ env: 1, ios: true })
    expect(config.logFormat).toBe('json')
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
  })

  it("keeps text as written, a secret's spaces included, and trims only what is trimmed", () => {
    const config = loadConfig({ TOKEN_SECRET: ' spaced ', WECHAT_TEMPLATE_LOOKBACK: ' t1 ', WECHAT_XPAY_OFFER_ID: '  ', HOST: '' })
    expect(config.tokenSecret).toBe(' spaced ')
    expect(config.wechat.templates.lookback).toBe('t1')
    expect(config.xpay.offerId).toBeUndefined()
    expect(config.host).toBe('127.0.0.1')
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
