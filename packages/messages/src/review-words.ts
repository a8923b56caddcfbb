/**
 * The fortune-telling words WeChat's review refuses in a tarot mini-program (docs/wechat-review.md), in both Chinese
 * scripts. The product's Chinese never uses them: not in its copy (src/locales), its page titles and tab bar
 * (`*.config.ts`, the built app.json), its share texts and posters, the built-in reader's phrases, the card and
 * article content, or the model's prompt; the reading eval counts them with the certainty and fatalism words
 * (server/src/lib/certainty-words.ts), so a reading that uses one fails. Say 解读 / 抽牌 / 塔罗 instead.
 *
 * No exception: the spread categories say 未来发展 (the spec's own Chinese reading of them) and 生活全景.
 */
export const REVIEW_WORDS = ['占卜', '算命', '运势', '運勢', '预测', '預測', '吉凶', '改运', '改運', '化解', '转运', '轉運'] as const

/** Every review word in `text`, in order, repeats included (none: the text may ship). */
export function reviewWordsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(REVIEW_WORDS.join('|'), 'g'))].map((m) => m[0])
}
