import type { ContentPreview, ContentState } from '@tarot/contracts/console'
import { ARTICLES, activeArticlesVersion } from '@tarot/content/articles'
import type { CatalogueSource } from '@tarot/core/spreads'
import type { PublishedContentRepository, PublishedEntry } from '../db/published-content'
import { DomainError } from '../lib/domain-error'
import type { Actor } from './operators/operator-service'
import { type PublishRequest, type PublishedContent, publishEntries } from './published'

type Changes = NonNullable<ContentPreview['spreads']>

/** What differs between two sets of items by id: added, removed and changed (compared as JSON), each named. */
function changes<T>(before: Record<string, T>, after: Record<string, T>, name: (item: T) => string): Changes {
  const ids = (record: Record<string, T>) => Object.keys(record)
  return {
    added: ids(after)
      .filter((id) => !(id in before))
      .map((id) => ({ id, name: name(after[id]!) })),
    removed: ids(before)
      .filter((id) => !(id in after))
      .map((id) => ({ id, name: name(before[id]!) })),
    changed: ids(after)
      .filter((id) => id in before && JSON.stringify(before[id]) !== JSON.stringify(after[id]))
      .map((id) => ({ id, name: name(after[id]!) })),
  }
}

const byId = <T extends { id: string }>(items: readonly T[]) => Object.fromEntries(items.map((item) => [item.id, item]))

/**
 * Publishing content from the console (docs/back-office.md, "Content"): the same checks as `npm run publish:content`,
 * a preview of how an upload differs from what is in force, the publish itself through the running server (so PGlite
 * needs no stop), a rollback to any earlier publish, and a withdrawal back to the release's own content. Each writes a
 * history entry and an audit entry with the operator's reason; every instance puts it in force within seconds.
 */
export class ContentDesk {
  constructor(
    private readonly repository: PublishedContentRepository,
    private readonly published: PublishedContent,
  ) {}

  async state(): Promise<ContentState> {
    const rows = await this.repository.all()
    const row = (kind: 'spreads' | 'articles') => rows.find((r) => r.kind === kind)
    const inForce = (kind: 'spreads' | 'articles', version: number) => {
      const published = row(kind)
      return published && published.version === String(version)
        ? { version: String(version), source: 'published' as const, publishedAt: published.publishedAt.toISOString() }
        : { version: String(version), source: 'bundled' as const, publishedAt: null }
    }
    const history = (await this.repository.history()).map((item) => ({ ...item, at: item.at.toISOString() }))
    return { spreads: inForce('spreads', this.published.catalogue.source.version), articles: inForce('articles', activeArticlesVersion()), history }
  }

  preview(upload: PublishRequest): ContentPreview {
    const checked = publishEntries(upload)
    if (!checked.ok) return { ok: false, error: checked.error, notes: [], spreads: null, articles: null }
    const spreads = upload.spreads as CatalogueSource | undefined
    const articles = (upload.articles as { articles: (typeof ARTICLES)[number][] } | undefined)?.articles
    return {
      ok: true,
      error: null,
      notes: checked.notes,
      spreads: spreads ? changes(this.published.catalogue.source.spreads, spreads.spreads, (spread) => spread.name['zh-Hans']) : null,
      articles: articles ? changes(byId(ARTICLES), byId(articles), (article) => article['zh-Hans'].title) : null,
    }
  }

  private async put(actor: Actor, action: 'publish' | 'rollback' | 'withdraw', entries: PublishedEntry[], summary: string, reason: string, extra: object = {}) {
    const historyId = await this.repository.publishFromConsole(action, entries, { summary, operatorId: actor.id, operatorName: actor.name }, (id) => ({
      operatorId: actor.id,
      operatorName: actor.name,
      action: `content.${action}`,
      targetType: 'content',
      targetId: String(id),
      before: null,
      after: { summary, versions: Object.fromEntries(entries.map((e) => [e.kind, e.version])), ...extra },
      reason,
    }))
    await this.published.refresh(true)
    return historyId
  }

  async publish(actor: Actor, upload: PublishRequest, reason: string) {
    const checked = publishEntries(upload)
    if (!checked.ok) throw DomainError.badRequest(() => checked.error)
    return { historyId: await this.put(actor, 'publish', checked.entries, checked.notes.join('; '), reason), notes: checked.notes }
  }

  /** Republishes what an earlier entry put in force, checked again (a newer release may have outgrown it). */
  async rollback(actor: Actor, historyId: number, reason: string) {
    const entry = await this.repository.historyEntry(historyId)
    if (!entry) throw DomainError.notFound()
    if (entry.action === 'withdraw') return this.withdraw(actor, reason)
    const body = (kind: string) => entry.entries.find((e) => e.kind === kind)?.body
    const checked = publishEntries({
      ...(body('spreads') !== undefined ? { spreads: body('spreads'), layouts: body('layouts') } : {}),
      ...(body('articles') !== undefined ? { articles: body('articles') } : {}),
    })
    if (!checked.ok) throw DomainError.badRequest(() => checked.error)
    const summary = `back to #${historyId}: ${checked.notes.join('; ')}`
    return { historyId: await this.put(actor, 'rollback', checked.entries, summary, reason, { from: historyId }), notes: checked.notes }
  }

  async withdraw(actor: Actor, reason: string) {
    const notes = ["withdrawn: the release's own content is in force"]
    return { historyId: await this.put(actor, 'withdraw', [], notes[0]!, reason), notes }
  }
}
