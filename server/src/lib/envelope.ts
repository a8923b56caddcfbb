import { ResultCode } from '@tarot/contracts/codes'
import type { Envelope } from '@tarot/contracts/envelope'

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, data }
}

export function fail(code: number, message: string): Envelope<never> {
  return { code, message }
}
