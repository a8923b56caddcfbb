/**
 * Words that promise an outcome. A reading must not use them (the reading rubric, `eval/rubric.ts`), and
 * neither may a shared poster (WeChat refuses fortune-telling claims; `services/share/poster-texts.ts`).
 */
export const CERTAINTY = {
  en: /\bwill definitely\b|\bdefinitely will\b|\bwill certainly\b|\bcertainly will\b|\bdestined\b|\bfated\b|\bguaranteed\b|\binevitabl[ey]\b/gi,
  zh: /必定|注定|必然|必将|必將|绝对|絕對|一定会|一定會|肯定会|肯定會/g,
}
