import type { QuestionCheckData } from '@tarot/contracts/question'
import type { Language } from '@tarot/core/language'
import type { HealthTopic, QuestionVerdict, UnsuitableReason } from '@tarot/core/question-check'
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

/**
 * A health question gets a doctor's word instead of cards: what a reading cannot do, who can help (and,
 * for a medication, not to stop it alone), what a reading can still do, and a question to ask instead
 * (`HEALTH_REFRAME`). One text per kind of question, since "don't stop on your own" is wrong for a rash.
 */
const HEALTH: Record<HealthTopic, Texts> = {
  medication: {
    'zh-Hans':
      '要不要开始、停掉或调整用药，塔罗和AI都不能替你决定，也不该由牌来决定。请先和给你开药的医生或药师商量，别自己突然停药：有些药骤然停掉，身体和情绪都会很不好受。塔罗能陪你梳理的，是这段时间的心情和顾虑。',
    'zh-Hant':
      '要不要開始、停掉或調整用藥，塔羅和AI都不能替你決定，也不該由牌來決定。請先和開藥給你的醫師或藥師討論，別自己突然停藥：有些藥突然停掉，身體和情緒都會很不好受。塔羅能陪你整理的，是這段時間的心情和顧慮。',
    en: 'Whether to start, stop or change a medication is not something tarot or AI can decide, and the cards should not. Please talk it over with the doctor who prescribed it or a pharmacist, and do not stop on your own: stopping some medicines suddenly can make you feel much worse. What a reading can help with is how you feel about it all.',
  },
  treatment: {
    'zh-Hans': '治疗怎么选、要不要继续，需要你和医生一起决定，塔罗和AI给不了可靠的答案。把你的顾虑都告诉医生，需要的话再听听另一位医生的意见。塔罗能陪你看看的，是面对这件事时你自己的心情。',
    'zh-Hant': '治療怎麼選、要不要繼續，需要你和醫師一起決定，塔羅和AI給不了可靠的答案。把你的顧慮都跟醫師說，需要的話再聽聽另一位醫師的意見。塔羅能陪你看看的，是面對這件事時你自己的心情。',
    en: 'Choices about treatment are for you and your doctors to make together; tarot and AI cannot give you a reliable answer. Tell your doctor what worries you, and ask for a second opinion if you need one. What a reading can look at is how you are carrying all this.',
  },
  symptom: {
    'zh-Hans': '身体哪里不舒服、是什么原因，只有医生检查过才知道，塔罗和AI都看不出来。如果一直不见好或越来越重，请尽快去看医生；情况紧急的话，请马上拨打 120。塔罗能陪你的，是担心和等待的这段时间。',
    'zh-Hant':
      '身體哪裡不舒服、是什麼原因，只有醫師檢查過才知道，塔羅和AI都看不出來。如果一直沒好或越來越嚴重，請盡快就醫；情況緊急的話，請馬上撥打 119（香港請撥 999）。塔羅能陪你的，是擔心和等待的這段時間。',
    en: 'What a symptom means only a doctor can tell, after looking at you; tarot and AI cannot. If it goes on or gets worse, please see a doctor soon, and if it feels urgent, call your local emergency number now. What a reading can keep you company with is the worry and the waiting.',
  },
  see_doctor: {
    'zh-Hans': '要不要去看医生，别交给牌来决定：心里有疑问，就值得去看一次。情况紧急的话，请马上拨打 120。塔罗能陪你的，是面对这件事时的心情。',
    'zh-Hant': '要不要去看醫生，別交給牌來決定：心裡有疑問，就值得去看一次。情況緊急的話，請馬上撥打 119（香港請撥 999）。塔羅能陪你的，是面對這件事時的心情。',
    en: 'Whether to see a doctor is not a question for the cards: if you are wondering, that is reason enough to go. If it feels urgent, call your local emergency number now. What a reading can help with is how you feel about it.',
  },
  diagnosis: {
    'zh-Hans': '是不是生了病、会怎样发展，只有医生检查过才能判断，塔罗和AI都不能代替诊断。请把你的担心告诉医生，让专业的人帮你弄清楚。塔罗能陪你的，是担心和等待的这段时间。',
    'zh-Hant': '是不是生了病、會怎麼發展，只有醫師檢查過才能判斷，塔羅和AI都不能取代診斷。請把你的擔心告訴醫師，讓專業的人幫你弄清楚。塔羅能陪你的，是擔心和等待的這段時間。',
    en: 'Whether it is an illness, and how it will go, only a doctor can judge after an examination; tarot and AI cannot diagnose. Please take your worry to a doctor and let them help you find out. What a reading can keep you company with is the worry and the waiting.',
  },
}

/** The question offered instead of a health question: about looking after oneself, which a reading can answer. */
const HEALTH_REFRAME: Record<'decision' | 'body', Texts> = {
  decision: {
    'zh-Hans': '在和医生商量这件事的时候，我可以怎样照顾好自己的心情？',
    'zh-Hant': '在和醫師討論這件事的時候，我可以怎麼照顧好自己的心情？',
    en: 'How can I look after myself while I talk this over with my doctor?',
  },
  body: {
    'zh-Hans': '为身体担心的这段日子，我可以怎样安顿好自己？',
    'zh-Hant': '為身體擔心的這段日子，我可以怎麼安頓好自己？',
    en: 'How can I look after my peace of mind while I wait for answers?',
  },
}

/** The question to offer instead of a health question, in the asker's language. */
export function healthReframe(topic: HealthTopic, language: Language): string {
  return HEALTH_REFRAME[topic === 'medication' || topic === 'treatment' ? 'decision' : 'body'][language]
}

const UNSUITABLE: Record<Exclude<UnsuitableReason, 'medical'>, Texts> = {
  legal: {
    'zh-Hans': '法律结果要由律师和法院判断，这里不适合用牌来判断。可以问问“面对这件事，我该如何安顿自己、做好准备？”',
    'zh-Hant': '法律結果要由律師和法院判斷，這裡不適合用牌來判斷。可以問問「面對這件事，我該如何安頓自己、做好準備？」',
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
    'zh-Hans': '他人的私人资料不在塔罗解读的范围里。试着把问题放回你自己身上，例如“我在这段关系里真正需要的是什么？”',
    'zh-Hant': '他人的私人資料不在塔羅解讀的範圍裡。試著把問題放回你自己身上，例如「我在這段關係裡真正需要的是什麼？」',
    en: 'Another person\'s private details are not something a reading can reveal. Bring the question back to you, such as "What do I truly need in this relationship?"',
  },
}

/** A crisis answer: care first, then the hotlines in the order `crisisLines` gives for the person's language and region. */
const CRISIS: Record<Language, (lines: string) => string> = {
  'zh-Hans': (lines) => `听起来你现在很不好受，谢谢你愿意说出来。这时候比起抽牌，更需要有人陪你聊聊。你可以马上联系：${lines}\n如果你有立即的危险，请拨打 110 或 120。`,
  'zh-Hant': (lines) => `聽起來你現在很不好受，謝謝你願意說出來。這時候比起抽牌，更需要有人陪你聊聊。你可以馬上聯絡：${lines}\n如果你有立即的危險，請撥打 110、119 或 999。`,
  en: (lines) =>
    `It sounds like you are going through something very hard, and thank you for saying it. Right now a person to talk to matters more than a reading. You can reach:${lines}\nIf you are in immediate danger, call your local emergency number.`,
}

/** A follow-up that asks for something other than the reading: declined kindly, nothing spent. */
const OFF_TOPIC: Texts = {
  'zh-Hans': '在这里我只能陪你聊这次的牌和你的问题。想看看别的事，可以开始一次新的解读。',
  'zh-Hant': '在這裡我只能陪你聊這次的牌和你的問題。想看看別的事，可以開始一次新的解讀。',
  en: 'Here I can only talk with you about this reading and your question. For something else, you can start a new reading.',
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
export function classifierMessage(verdict: { kind: 'unsuitable_other' } | { kind: 'suggest_spread'; spreadName: string } | { kind: 'suggest_question' }, language: Language): string {
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
      return verdict.reason === 'medical' ? HEALTH[verdict.health ?? 'diagnosis'][language] : UNSUITABLE[verdict.reason][language]
    case 'not_a_question':
      return NOT_A_QUESTION[language]
    case 'off_topic':
      return OFF_TOPIC[language]
  }
}

/**
 * The check's answer for a refusal of the local rules (or `ok`), as the ask page and the chat show it:
 * the verdict, its reason, its words, and for a health question the question to ask instead.
 */
export function verdictAnswer(verdict: QuestionVerdict, language: Language, region: string | null = null): QuestionCheckData {
  return {
    verdict: verdict.kind,
    ...(verdict.kind === 'unsuitable' ? { reason: verdict.reason } : {}),
    ...(verdict.kind === 'unsuitable' && verdict.reason === 'medical' ? { suggestion: healthReframe(verdict.health ?? 'diagnosis', language) } : {}),
    ...(verdict.kind === 'invalid' ? { error: verdict.error } : {}),
    message: verdictMessage(verdict, language, region),
  }
}
