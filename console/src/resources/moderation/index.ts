import GavelIcon from '@mui/icons-material/Gavel'
import type { ConsoleResource } from '../types'
import { moderationData } from './data'
import { moderationEn, moderationZhHans } from './messages'
import { ModerationPage } from './pages'

/** What content security held and the shares someone reported, with the question check's daily counts: for `moderation.decide`. */
export const moderation: ConsoleResource = {
  name: 'moderation',
  access: { list: 'moderation.decide', decide: 'moderation.decide' },
  data: moderationData,
  pages: { list: ModerationPage, icon: GavelIcon },
  messages: { 'zh-Hans': moderationZhHans, en: moderationEn },
}
