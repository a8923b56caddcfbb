import type { Language } from '@tarot/core/language'
import deletionAgreement from '../pages/deletion-agreement.json'
import privacyPolicy from '../pages/privacy-policy.json'
import userAgreement from '../pages/user-agreement.json'

/** The pages `/pages/content/page` shows (spec §2): the ones sign-in and account deletion ask the user to agree to (spec §5). */
export const CONTENT_PAGE_IDS = ['user-agreement', 'privacy-policy', 'deletion-agreement'] as const
export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number]

export interface ContentPageText {
  title: string
  /** Plain text: paragraphs split by a blank line, "## " headings, "- " list items. Rendered as text, never HTML. */
  body: string
}

export type ContentPage = {
  id: ContentPageId
  /** Bumped when the text changes in substance, so the app can ask for agreement again. */
  version: number
  /** The date the text takes effect, YYYY-MM-DD. */
  effective: string
} & Record<Language, ContentPageText>

/** One page in one language, as the app shows it. */
export type ContentPageView = { id: ContentPageId; version: number; effective: string } & ContentPageText

/** The three pages, in the order of CONTENT_PAGE_IDS. */
export const CONTENT_PAGES: readonly ContentPage[] = [userAgreement, privacyPolicy, deletionAgreement] as ContentPage[]

export function isContentPageId(value: unknown): value is ContentPageId {
  return typeof value === 'string' && (CONTENT_PAGE_IDS as readonly string[]).includes(value)
}

/** The page with this id in this language; undefined for an id that is not one of CONTENT_PAGE_IDS (e.g. a bad query parameter). */
export function contentPage(id: string, language: Language): ContentPageView | undefined {
  if (!isContentPageId(id)) return undefined
  const page = CONTENT_PAGES.find((p) => p.id === id)
  if (!page) return undefined
  const { title, body } = page[language]
  return { id: page.id, version: page.version, effective: page.effective, title, body }
}
