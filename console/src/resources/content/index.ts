import LibraryBooksIcon from '@mui/icons-material/LibraryBooks'
import type { ConsoleResource } from '../types'
import { contentEn, contentZhHans } from './messages'
import { ContentPage } from './pages'

/** Spreads and articles: what is in force, an upload previewed and published, rolled back or withdrawn; for `content.publish`. */
export const content: ConsoleResource = {
  name: 'content',
  access: { list: 'content.publish' },
  // One page of its own (pages.tsx) that calls the typed client itself: there is no list of records to page through.
  data: {},
  pages: { list: ContentPage, icon: LibraryBooksIcon },
  messages: { 'zh-Hans': contentZhHans, en: contentEn },
}
