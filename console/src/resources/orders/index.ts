import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import type { ConsoleResource } from '../types'
import { ordersData } from './data'
import { ordersEn, ordersZhHans } from './messages'
import { OrderList } from './OrderList'
import { OrderShow } from './OrderShow'

export const orders: ConsoleResource = {
  name: 'orders',
  access: { list: 'orders.read', show: 'orders.read', refund: 'orders.refund' },
  data: ordersData,
  pages: { list: OrderList, show: OrderShow, icon: ReceiptLongIcon },
  messages: { 'zh-Hans': ordersZhHans, en: ordersEn },
}
