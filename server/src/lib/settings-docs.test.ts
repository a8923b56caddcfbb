import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SETTINGS } from '../settings-schema'
import { settingsTable, withSettingsTable } from './settings'

const readme = readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8')

describe("the README's settings table", () => {
  it('is the one the settings schema makes (run `npm run docs:settings` after changing a setting)', () => {
    expect(readme).toBe(withSettingsTable(readme, settingsTable(SETTINGS)))
  })

  it('has a row for every setting the schema reads, each once', () => {
    const table = settingsTable(SETTINGS)
    for (const name of Object.keys(SETTINGS)) expect(table.match(new RegExp(`\`${name}\``, 'g'))?.length ?? 0, name).toBeGreaterThanOrEqual(1)
    expect(table.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(new Set(table.split('\n').slice(2)).size)
  })
})
