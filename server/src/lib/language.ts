import { type Language, deriveLanguage } from '@tarot/core/language'
import type { FastifyRequest } from 'fastify'

/** The caller's language: the `tarot-lang` header, else Accept-Language, else Simplified Chinese. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['tarot-lang']
  const lang = Array.isArray(header) ? header[0] : header
  const accept = request.headers['accept-language']?.split(',')[0]
  return deriveLanguage(lang, accept)
}
