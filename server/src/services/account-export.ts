import type { AccountExport } from '@tarot/contracts/account'
import type { AccountExportRepository } from '../db/account-export'

/** A person's copy of their own data (docs/privacy-data.md): one JSON document, dates as ISO strings. */
export class AccountExportService {
  constructor(private readonly deps: { repository: AccountExportRepository; now: () => number }) {}

  /** The export, or null when the id is no (or no longer an) account. */
  async exportFor(userId: string): Promise<AccountExport | null> {
    const account = await this.deps.repository.account(userId)
    if (!account) return null
    const sections = await this.deps.repository.sections(userId)
    return {
      format: 'ai-tarot-export/1',
      exportedAt: new Date(this.deps.now()).toISOString(),
      account: { ...account, createdAt: account.createdAt.toISOString() },
      sections: JSON.parse(JSON.stringify(sections)) as AccountExport['sections'],
    }
  }
}

/** The file name the export downloads as: the app's name and the day. */
export function exportFileName(now: number): string {
  return `ai-tarot-data-${new Date(now).toISOString().slice(0, 10)}.json`
}
