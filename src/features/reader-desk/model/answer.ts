/** How long a reader's written answer may be (the server checks the same bounds). */
export const ANSWER_MIN = 20
export const ANSWER_MAX = 5000
