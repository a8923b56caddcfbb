/** Spec §8 network codes and the catalogue message each one shows. */
export const NetworkCode = {
  timeout: 5,
  abort: 600003,
  uploadNetwork: 602001,
  socket: 600009,
} as const

export type ErrorMessageKey = 'errors.timeout' | 'errors.fetchFailed' | 'errors.uploadFailed' | 'errors.server' | 'errors.unknown'

export interface NetworkFailure {
  errCode?: number
  errno?: number
  errMsg?: string
}

/** The network code of a failed platform request; time-outs reported only in the message count as code 5. */
export function networkCodeOf(failure: NetworkFailure): number | undefined {
  const code = failure.errCode ?? failure.errno
  if (typeof code === 'number' && code !== 0) return code
  if (failure.errMsg && /time\s?out/i.test(failure.errMsg)) return NetworkCode.timeout
  if (failure.errMsg && /abort/i.test(failure.errMsg)) return NetworkCode.abort
  return undefined
}

/** `null` means the user cancelled: nothing to show. */
export function messageKeyForNetworkCode(code: number | undefined): ErrorMessageKey | null {
  switch (code) {
    case NetworkCode.timeout:
      return 'errors.timeout'
    case NetworkCode.abort:
      return null
    case NetworkCode.uploadNetwork:
      return 'errors.uploadFailed'
    default:
      return 'errors.fetchFailed'
  }
}
