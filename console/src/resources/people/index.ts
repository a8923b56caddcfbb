import PeopleIcon from '@mui/icons-material/People'
import type { ConsoleResource } from '../types'
import { peopleData } from './data'
import { peopleEn, peopleZhHans } from './messages'
import { PeopleList, PersonShow } from './pages'

/** Looking a person up (`people.read`); giving or taking energy and blocking sign-in need `people.write`. */
export const people: ConsoleResource = {
  name: 'people',
  access: { list: 'people.read', show: 'people.read', write: 'people.write' },
  data: peopleData,
  pages: { list: PeopleList, show: PersonShow, icon: PeopleIcon },
  messages: { 'zh-Hans': peopleZhHans, en: peopleEn },
}
