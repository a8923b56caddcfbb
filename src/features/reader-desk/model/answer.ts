/** How long a reader's written answer may be (the server checks the same bounds). */
export { CONSULTATION_ANSWER_MAX as ANSWER_MAX, CONSULTATION_ANSWER_MIN as ANSWER_MIN } from '@tarot/contracts/consultation-limits'
