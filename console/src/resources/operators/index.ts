import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import type { ConsoleResource } from '../types'
import { operatorsData } from './data'
import { operatorsEn, operatorsZhHans } from './messages'
import { OperatorCreate, OperatorEdit, OperatorList } from './pages'

/** The team's accounts, only for who holds `operators.manage` (owners). */
export const operators: ConsoleResource = {
  name: 'operators',
  access: { list: 'operators.manage', create: 'operators.manage', edit: 'operators.manage' },
  data: operatorsData,
  pages: { list: OperatorList, create: OperatorCreate, edit: OperatorEdit, icon: ManageAccountsIcon },
  messages: { 'zh-Hans': operatorsZhHans, en: operatorsEn },
}
