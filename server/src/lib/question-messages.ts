import type { Language } from '@tarot/core/language'
import type { QuestionVerdict, UnsuitableReason } from '@tarot/core/question-check'
import { crisisLines } from './crisis-lines'

/** What the ask page says for each verdict of the question check (spec §8 "Ask"). English follows the spec where it gives words. */
type Texts = Record<Language, string>

const NOT_A_QUESTION: Texts = {
  'zh-Hans': '这看起来还不像一个问题。塔罗最适合回答关于你自己的未来与内心的问题，例如“我该如何……”或“接下来……会怎样发展？”',
  'zh-Hant': '這看起來還不像一個問題。塔羅最適合回答關於你自己的未來與內心的問題，例如「我該如何……」或「接下來……會怎麼發展？」',
  en: 'That does not look like a question yet. Tarot works best on questions about your own future and inner world, such as "How can I…" or "What is likely to unfold with…?"',
}

const SENSITIVE: Texts = {
  'zh-Hans': '这个问题涉及敏感话题，我们无法解读。请换个角度，把问题放在你自己的感受、选择和成长上。',
  'zh-Hant': '這個問題涉及敏感話題，我們無法解讀。請換個角度，把問題放在你自己的感受、選擇和成長上。',
  en: 'This question touches a sensitive topic we cannot read on. Please rephrase it around your own feelings, choices and growth.',
}

const UNSUITABLE: Record<UnsuitableReason, Texts> = {
  medical: {
    'zh-Hans': '健康和疾病需要医生来判断，塔罗与AI都不能代替诊断。你可以换个问法，例如“我可以怎样照顾好自己的身心？”',
    'zh-Hant': '健康和疾病需要醫師來判斷，塔羅與AI都不能取代診斷。你可以換個問法，例如「我可以怎麼照顧好自己的身心？」',
    en: 'Health and illness need a doctor; neither tarot nor AI can diagnose. Try asking, for example, "How can I look after my body and mind right now?"',
  },
  legal: {
    'zh-Hans': '法律结果要由律师和法院判断，这里不适合预测。可以问问“面对这件事，我该如何安顿自己、做好准备？”',
    'zh-Hant': '法律結果要由律師和法院判斷，這裡不適合預測。可以問問「面對這件事，我該如何安頓自己、做好準備？」',
    en: 'Legal outcomes are for lawyers and courts, not for a reading. You could ask, "How can I stay steady and prepare myself through this?"',
  },
  lottery: {
    'zh-Hans': '塔罗不会给出彩票号码。不如问问“我和金钱的关系可以怎样变得更健康？”',
    'zh-Hant': '塔羅不會給出彩券號碼。不如問問「我和金錢的關係可以怎麼變得更健康？」',
    en: 'Tarot does not pick lottery numbers. You might ask instead, "How can my relationship with money become healthier?"',
  },
  investment: {
    'zh-Hans': '具体的投资选择需要专业意见，塔罗不能替你挑股票或币种。可以问“我做财务决定时，需要留意什么？”',
    'zh-Hant': '具體的投資選擇需要專業意見，塔羅不能替你挑股票或幣種。可以問「我做財務決定時，需要留意什麼？」',
    en: 'Specific investments need professional advice; tarot cannot pick stocks or coins for you. Try, "What should I keep in mind when I make money decisions?"',
  },
  privacy: {
    'zh-Hans': '他人的私人资料不属于占卜的范围。试着把问题放回你自己身上，例如“我在这段关系里真正需要的是什么？”',
    'zh-Hant': '他人的私人資料不屬於占卜的範圍。試著把問題放回你自己身上，例如「我在這段關係裡真正需要的是什麼？」',
    en: "Another person's private details are not something a reading can reveal. Bring the question back to you, such as \"What do I truly need in this relationship?\"",
  },
}

/** A crisis answer: care first, then the hotlines in the order `crisisLines` gives for the person's language and region. */
const CRISIS: Record<Language, (lines: string) => string> = {
  'zh-Hans': (lines) => `听起来你现在很不好受，谢谢你愿意说出来。这时候比起占卜，更需要有人陪你聊聊。你可以马上联系：${lines}\n如果你有立即的危险，请拨打 110 或 120。`,
  'zh-Hant': (lines) => `聽起來你現在很不好受，謝謝你願意說出來。這時候比起占卜，更需要有人陪你聊聊。你可以馬上聯絡：${lines}\n如果你有立即的危險，請撥打 110、119 或 999。`,
  en: (lines) => `It sounds like you are going through something very hard, and thank you for saying it. Right now a person to talk to matters more than a reading. You can reach:${lines}\nIf you are in immediate danger, call your local emergency number.`,
}

/** Spec §8 "Too many error attempts" (the English words as the spec gives them), and when asking opens again. */
const TOO_MANY: Record<Language, (minutes: number) => string> = {
  'zh-Hans': (minutes) => `尝试次数过多，请 ${minutes} 分钟后再提问。这段时间可以先读读《提问的艺术》，想想你真正想问的是什么。`,
  'zh-Hant': (minutes) => `嘗試次數過多，請 ${minutes} 分鐘後再提問。這段時間可以先讀讀〈提問的藝術〉，想想你真正想問的是什麼。`,
  en: (minutes) => `Too many error attempts. You can ask again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}; meanwhile, the article on asking may help.`,
}

/** The pause after five refusals, with the minutes left until a question may be checked again. */
export function tooManyMessage(minutesLeft: number, language: Language): string {
  return TOO_MANY[language](minutesLeft)
}

const INVALID: Record<'question.empty' | 'question.tooShort' | 'question.tooLong', Texts> = {
  'question.empty': { 'zh-Hans': '请输入你的问题', 'zh-Hant': '請輸入你的問題', en: 'Please enter your question' },
  'question.tooShort': { 'zh-Hans': '问题太短了', 'zh-Hant': '問題太短了', en: 'The question is too short' },
  'question.tooLong': { 'zh-Hans': '问题太长了', 'zh-Hant': '問題太長了', en: 'The question is too long' },
}

const UNSUITABLE_OTHER: Texts = {
  'zh-Hans': '这个问题需要专业人士或事实来回答，塔罗与AI给不了可靠的答案。试着把它改成关于你自己的感受、选择与成长的问题。',
  'zh-Hant': '這個問題需要專業人士或事實來回答，塔羅與AI給不了可靠的答案。試著把它改成關於你自己的感受、選擇與成長的問題。',
  en: 'This needs a professional or the facts, not a reading; neither tarot nor AI can answer it reliably. Try asking about your own feelings, choices and growth instead.',
}

const SUGGEST_SPREAD: Record<Language, (name: string) => string> = {
  'zh-Hans': (name) => `你的问题很好。用「${name}」来看，可能会更贴切。要换成这个牌阵，还是保留原来的？`,
  'zh-Hant': (name) => `你的問題很好。用「${name}」來看，可能會更貼切。要換成這個牌陣，還是保留原來的？`,
  en: (name) => `Good question. The ${name} may fit it better. Switch to that spread, or keep yours?`,
}

const SUGGEST_QUESTION: Texts = {
  'zh-Hans': '换个问法，牌面能给你更多可以思考和行动的方向。要用建议的问题，还是保留原来的？',
  'zh-Hant': '換個問法，牌面能給你更多可以思考和行動的方向。要用建議的問題，還是保留原來的？',
  en: 'Asked a little differently, the cards can give you more to think about and act on. Use the suggested question, or keep yours?',
}

/** What the ask page says for a verdict only the model classifier gives. */
export function classifierMessage(
  verdict: { kind: 'unsuitable_other' } | { kind: 'suggest_spread'; spreadName: string } | { kind: 'suggest_question' },
  language: Language,
): string {
  if (verdict.kind === 'unsuitable_other') return UNSUITABLE_OTHER[language]
  if (verdict.kind === 'suggest_spread') return SUGGEST_SPREAD[language](verdict.spreadName)
  return SUGGEST_QUESTION[language]
}

/**
 * The words for a verdict of the local rules. `region` (a two-letter country code, when the request tells it) orders
 * a crisis answer's hotlines, the person's own first.
 */
export function verdictMessage(verdict: QuestionVerdict, language: Language, region: string | null = null): string | null {
  switch (verdict.kind) {
    case 'ok':
      return null
    case 'invalid':
      return INVALID[verdict.error][language]
    case 'crisis':
      return CRISIS[language](crisisLines(language, region))
    case 'sensitive':
      return SENSITIVE[language]
    case 'unsuitable':
      return UNSUITABLE[verdict.reason][language]
    case 'not_a_question':
      return NOT_A_QUESTION[language]
  }
}
