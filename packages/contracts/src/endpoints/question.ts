import type { EndpointsOf } from '../endpoint'
import { questionPaths as paths } from '../paths/question'
import { QuestionCheckData, QuestionCheckRequest } from '../question'

/** The question check: the local rules (and a model, when configured) before anything is spent. */
export const questionEndpoints = {
  check: { ...paths.check, body: QuestionCheckRequest, response: QuestionCheckData },
} as const satisfies EndpointsOf<typeof paths>
