import { type Language, deriveLanguage } from '@tarot/core/language'
import type { FastifyRequest } from 'fastify'

/** The caller's language: the `tarot-lang` header, else Accept-Language, else Simplified Chinese. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['tarot-lang']
  const lang = Array.isArray(header) ? header[0] : header
  const accept = request.headers['accept-language']?.split(',')[0]
  return deriveLanguage(lang, accept)
}

/**
 * The caller's region, when the request tells it: the country of the first Accept-Language tag
 * (`en-GB,en;q=0.9` → `GB`, `zh-Hant-TW` → `TW`). Browsers send it with every request, so the H5 app
 * gives it without doing anything; the mini-program and the app send `tarot-region` instead (WeChat's or the device's locale).
 */
export function requestRegion(request: FastifyRequest): string | null {
  // The mini-program and the app say it in their own header (from WeChat's or the device's locale).
  const own = request.headers['tarot-region']
  if (typeof own === 'string' && /^[a-z]{2}$/i.test(own)) return own.toUpperCase()
  const first = request.headers['accept-language']?.split(',')[0]?.trim()
  const region = first?.match(/^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})$/i)?.[1]
  return region ? region.toUpperCase() : null
}
