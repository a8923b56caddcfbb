import type { Permission } from '@tarot/contracts/console'
import type { ComponentType } from 'react'
import type { CreateParams, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin'

/** What one resource folder brings: its pages, who may use them, how it reads and writes through the typed client, and its words. */
export interface ConsoleResource {
  /** react-admin's resource name (also the URL: /tarot/console/#/<name>). */
  name: string
  /** The permission each react-admin action needs (`list`, `show`, `create`, `edit`, or an action of its own such as `refund`); an action not listed is not offered. */
  access: Partial<Record<string, Permission>>
  data: {
    getList?: (params: GetListParams) => Promise<{ data: RaRecord[]; pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean }; total?: number }>
    getOne?: (params: GetOneParams) => Promise<{ data: RaRecord }>
    create?: (params: CreateParams) => Promise<{ data: RaRecord }>
    update?: (params: UpdateParams) => Promise<{ data: RaRecord }>
  }
  pages: { list?: ComponentType; show?: ComponentType; create?: ComponentType; edit?: ComponentType; icon?: ComponentType }
  /** `resources.<name>.*` and the resource's own keys, in both languages. */
  messages: { 'zh-Hans': object; en: object }
}
