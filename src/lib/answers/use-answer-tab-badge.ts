import { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { showAnswersOnTab } from './tab-badge'
import { useUnreadAnswers } from './unread-answers'

/** On a tab page: the history tab carries the count of readers' answers not opened yet, kept in step as it changes. */
export function useAnswerTabBadge(): void {
  const { count } = useUnreadAnswers()
  useEffect(() => showAnswersOnTab(count), [count])
  // Coming back to a tab page (after opening an answer elsewhere) puts the badge right again.
  useDidShow(() => showAnswersOnTab(count))
}
