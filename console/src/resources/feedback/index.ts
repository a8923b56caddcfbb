import FeedbackIcon from '@mui/icons-material/Feedback'
import type { ConsoleResource } from '../types'
import { feedbackData } from './data'
import { feedbackEn, feedbackZhHans } from './messages'
import { FeedbackList, FeedbackShow } from './pages'

/** What people wrote from the about page: for who holds `feedback.reply` (support, moderators). */
export const feedback: ConsoleResource = {
  name: 'feedback',
  access: { list: 'feedback.reply', show: 'feedback.reply', reply: 'feedback.reply', correction: 'feedback.reply' },
  data: feedbackData,
  pages: { list: FeedbackList, show: FeedbackShow, icon: FeedbackIcon },
  messages: { 'zh-Hans': feedbackZhHans, en: feedbackEn },
}
