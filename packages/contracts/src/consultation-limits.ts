/**
 * How long a consultation's texts may be, in visible characters: the app checks them before sending and shows them,
 * the server checks them again. Free of zod, so the app's screens can import them at run time.
 */
export const CONSULTATION_QUESTION_MIN = 4
export const CONSULTATION_QUESTION_MAX = 1000
export const CONSULTATION_ANSWER_MIN = 20
export const CONSULTATION_ANSWER_MAX = 5000
export const CONSULTATION_REVIEW_MAX = 500
