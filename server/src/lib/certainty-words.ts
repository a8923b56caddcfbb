import { REVIEW_WORDS } from '@tarot/messages/review-words'

/**
 * Words that promise an outcome, and in Chinese the fortune-telling words WeChat's review refuses
 * (`@tarot/messages/review-words`: 占卜, 算命, 运势, 预测, 吉凶, 改运, 化解, 转运 in both scripts). A reading must not
 * use them (the reading rubric, `eval/rubric.ts`), and neither may a shared poster (WeChat refuses fortune-telling
 * claims; `services/share/poster-texts.ts`).
 */
export const CERTAINTY = {
  en: /\bwill definitely\b|\bdefinitely will\b|\bwill certainly\b|\bcertainly will\b|\bdestined\b|\bfated\b|\bguaranteed\b|\binevitabl[ey]\b/gi,
  zh: new RegExp(`必定|注定|必然|必将|必將|绝对|絕對|一定会|一定會|肯定会|肯定會|${REVIEW_WORDS.join('|')}`, 'g'),
}

/** A review word is refused even when negated ("不是占卜" still says 占卜 to a reviewer). */
export const NEVER_EXCUSED: ReadonlySet<string> = new Set(REVIEW_WORDS)
