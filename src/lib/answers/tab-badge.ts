import Taro from '@tarojs/taro'
import { TAB_PAGES } from '@/lib/navigation/routes'

/** The tab that lists readers' answers not opened yet (history's reminders). */
const ANSWERS_TAB = TAB_PAGES.indexOf('/pages/index/history')

/**
 * The unread answers as a badge on the history tab, or none. Taro's tab bar badge works alike in the mini-program,
 * on H5 (Taro's own tab bar) and in RN; a page without the tab bar simply refuses, which is fine.
 */
export function showAnswersOnTab(count: number): void {
  void Promise.resolve()
    .then(() => (count > 0 ? Taro.setTabBarBadge({ index: ANSWERS_TAB, text: count > 99 ? '99+' : String(count) }) : Taro.removeTabBarBadge({ index: ANSWERS_TAB })))
    .catch(() => undefined)
}
