/** Where the question check is (`endpoints/question.ts` has its schemas). Free of zod: the app imports it at run time. */
export const questionPaths = {
  check: { method: 'POST', path: '/tarot/rest/question/check' },
} as const
