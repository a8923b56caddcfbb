import type { Language } from '@tarot/core/language'
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
export const ARTICLES_VERSION = 4

/** The ten articles of spec §3, in the order the help page lists them. */
export const ARTICLES: readonly Article[] = [
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

/** The id the ask flow links to after too many rejected questions. */
export const ASKING_ARTICLE_ID = 'art-of-asking'

/** The article index for one language, as the data host publishes it: `{ version, list: [{ id, title }] }`. */
export function articleIndex(language: Language): { version: number; list: { id: string; title: string }[] } {
  return { version: ARTICLES_VERSION, list: ARTICLES.map((a) => ({ id: a.id, title: a[language].title })) }
}
