import type { Language } from '@tarot/core/language'
import * as z from 'zod/mini'
import artOfAsking from '../articles/art-of-asking.json'
import canTarotPredict from '../articles/can-tarot-predict.json'
import findingTheRightSpread from '../articles/finding-the-right-spread.json'
import howTarotHelps from '../articles/how-tarot-helps.json'
import misconceptions from '../articles/misconceptions.json'
import onlineAccuracy from '../articles/online-accuracy.json'
import sameQuestionAgain from '../articles/same-question-again.json'
import stepsToUse from '../articles/steps-to-use.json'
import whatIsTarot from '../articles/what-is-tarot.json'
import whyManySpreads from '../articles/why-many-spreads.json'

export interface ArticleText {
  title: string
  summary: string
  /** Plain text: paragraphs split by a blank line, "## " headings, "- " list items. Rendered as text, never HTML. */
  body: string
}

export type Article = { id: string } & Record<Language, ArticleText>

/** Article index version (spec §3: version 4); bump when an article is added, removed or retitled. */
export const ARTICLES_VERSION = 7

/** The ten articles of spec §3, in the order the help page lists them. */
const BUNDLED_ARTICLES: readonly Article[] = [
  whatIsTarot,
  canTarotPredict,
  onlineAccuracy,
  howTarotHelps,
  misconceptions,
  artOfAsking,
  stepsToUse,
  sameQuestionAgain,
  whyManySpreads,
  findingTheRightSpread,
] as Article[]

// The articles in force: the bundled ones, unless a newer published set was installed.
let activeVersion = ARTICLES_VERSION

/** The articles in force, in list order. A live binding: it follows an installed set. */
export let ARTICLES: readonly Article[] = BUNDLED_ARTICLES

export function activeArticlesVersion(): number {
  return activeVersion
}

const Text = z.object({ title: z.string().check(z.minLength(1)), summary: z.string(), body: z.string().check(z.minLength(1)) })
const PublishedArticles = z.object({
  version: z.number().check(z.int()),
  articles: z.array(z.object({ id: z.string().check(z.regex(/^[a-z0-9-]{2,48}$/)), 'zh-Hans': Text, 'zh-Hant': Text, en: Text })).check(z.minLength(1)),
})

/** Checks a published article set: newer than the bundled version, unique ids, all three languages, plain text only. */
export function checkArticles(input: unknown): { ok: true; version: number; articles: Article[] } | { ok: false; error: string } {
  const parsed = PublishedArticles.safeParse(input)
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') }
  const { version, articles } = parsed.data
  if (version <= ARTICLES_VERSION) return { ok: false, error: `version ${version} is not newer than the bundled ${ARTICLES_VERSION}` }
  if (new Set(articles.map((a) => a.id)).size !== articles.length) return { ok: false, error: 'article ids repeat' }
  const html = articles.find((a) => (['zh-Hans', 'zh-Hant', 'en'] as const).some((l) => /<[a-z/][^>]*>/i.test(a[l].body)))
  if (html) return { ok: false, error: `article ${html.id} contains HTML; articles are plain text` }
  return { ok: true, version, articles: articles }
}

/** Puts a published article set in force (the server, when an operator publishes without a release). */
export function installArticles(input: unknown): { ok: true; version: number } | { ok: false; error: string } {
  const checked = checkArticles(input)
  if (!checked.ok) return checked
  ARTICLES = checked.articles
  activeVersion = checked.version
  return { ok: true, version: checked.version }
}

export function resetArticles(): void {
  ARTICLES = BUNDLED_ARTICLES
  activeVersion = ARTICLES_VERSION
}

/** The id the ask flow links to after too many rejected questions. */
export const ASKING_ARTICLE_ID = 'art-of-asking'

/** The article index for one language, as the data host publishes it: `{ version, list: [{ id, title }] }`. */
export function articleIndex(language: Language): { version: number; list: { id: string; title: string }[] } {
  return { version: activeVersion, list: ARTICLES.map((a) => ({ id: a.id, title: a[language].title })) }
}
