/** Where the marketplace calls are: readers, consultations and the reader's desk (`endpoints/readers.ts` has their schemas). Free of zod. */
export const readerPaths = {
  list: { method: 'GET', path: '/tarot/rest/readers' },
  get: { method: 'GET', path: '/tarot/rest/readers/:readerId' },
} as const

export const consultationPaths = {
  create: { method: 'POST', path: '/tarot/rest/consultations' },
  list: { method: 'GET', path: '/tarot/rest/consultations' },
  unread: { method: 'GET', path: '/tarot/rest/consultations/unread' },
  get: { method: 'GET', path: '/tarot/rest/consultations/:id' },
  cancel: { method: 'POST', path: '/tarot/rest/consultations/:id/cancel' },
  complete: { method: 'POST', path: '/tarot/rest/consultations/:id/complete' },
  review: { method: 'POST', path: '/tarot/rest/consultations/:id/review' },
} as const

export const readerDeskPaths = {
  self: { method: 'GET', path: '/tarot/rest/reader/me' },
  queue: { method: 'GET', path: '/tarot/rest/reader/consultations' },
  accept: { method: 'POST', path: '/tarot/rest/reader/consultations/:id/accept' },
  answer: { method: 'POST', path: '/tarot/rest/reader/consultations/:id/answer' },
} as const
