import HistoryIcon from '@mui/icons-material/History'
import type { ConsoleResource } from '../types'
import { AuditList } from './AuditList'
import { auditData } from './data'
import { auditEn, auditZhHans } from './messages'

/** The operations log: list only, for who holds `audit.read`. */
export const audit: ConsoleResource = {
  name: 'audit',
  access: { list: 'audit.read' },
  data: auditData,
  pages: { list: AuditList, icon: HistoryIcon },
  messages: { 'zh-Hans': auditZhHans, en: auditEn },
}
