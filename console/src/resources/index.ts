import { audit } from './audit'
import { content } from './content'
import { feedback } from './feedback'
import { moderation } from './moderation'
import { operators } from './operators'
import { orders } from './orders'
import { people } from './people'
import type { ConsoleResource } from './types'

/** Every resource of the console, in the menu's order; the first one the operator may list is where the console opens. A new one is a folder and a line here. */
export const resources: readonly ConsoleResource[] = [orders, people, feedback, moderation, content, audit, operators]
