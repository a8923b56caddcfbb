import type { Language } from '@tarot/core/language'
import * as OpenCC from 'opencc-js'

/**
 * Whether a card keyword can stand where a sentence needs a noun phrase ("X points to ___",
 * "指向___", "___在你的生活里占了多大分量"). Keywords were written as tags, so many are
 * predicates: an adjective ("fickle", 固执), a verb with its object (错失良机, 摘下眼罩) or a
 * little clause (犹豫不决, 信念动摇). Those read wrong in a noun slot; the reader's noun slots
 * take the card's noun forms instead (packages/content/reading/*.json `nouns`), and this check
 * holds every one of those forms, in every language, to being a noun phrase.
 *
 * Rules, not a parser: a short list of adjectives and predicate words, the shapes of Chinese
 * predicate idioms (X不Y, X未Y, a verb head with its object, a subject with a predicate tail)
 * and a noun head that rescues any of them (…模式, …之事, …感). Traditional Chinese is read
 * through its Simplified form, so one list serves both.
 */

const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' })

// English: single words that are adjectives, and phrases headed by an adjective or participle.
const EN_ADJECTIVES = new Set(['fickle', 'domineering', 'naive', 'stubborn', 'reckless', 'impatient', 'restless', 'stuck', 'lost', 'unsettled', 'unfinished', 'overlooked', 'unacknowledged', 'underprepared', 'overguarded', 'overdefensive', 'withdrawn', 'blocked', 'calm', 'cold', 'bold', 'wise', 'kind', 'steady', 'rigid', 'harsh'])
const EN_NOUN_ENDINGS_IN_ED = new Set(['need', 'seed', 'creed', 'greed', 'speed', 'deed'])
const EN_NOUNS = new Set(['drive', 'subconscious', 'detective', 'objective', 'initiative', 'perspective'])
const EN_PREDICATE_TAIL = new Set(['thin', 'down', 'halfway', 'out', 'away', 'apart', 'alone'])
// "going it alone", "walking away": a gerund phrase is a noun phrase whatever its tail.
const EN_GERUND = /^[a-z-]+ing\b/

function englishNoun(keyword: string): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/)
  if (words.length === 0 || !words[0]) return false
  const last = words[words.length - 1]!
  if (words.length === 1) {
    if (EN_NOUNS.has(last)) return true
    if (EN_ADJECTIVES.has(last)) return false
    if (/ed$/.test(last) && !EN_NOUN_ENDINGS_IN_ED.has(last)) return false
    return !/(ive|ous|ful|ile|ish|less)$/.test(last)
  }
  if (EN_GERUND.test(words[0])) return true
  // "worn down", "stretched thin", "stuck halfway": a participle or adjective and its complement.
  if (EN_PREDICATE_TAIL.has(last) && (EN_ADJECTIVES.has(words[0]) || /ed$|n$/.test(words[0]))) return false
  return true
}

// Chinese (in Simplified): heads that make any phrase a noun phrase.
const ZH_NOUN_HEADS = ['模式', '之事', '之争', '心态', '关系', '意识', '精神', '能力', '视角', '信号', '资源', '种子', '想法', '技能', '包袱', '界线', '界限', '乌云', '承诺', '冲击', '回忆', '消息', '胜利', '奢华', '智慧', '力量', '梦想', '感', '欲', '观', '力', '性', '度', '期', '点', '债', '面', '家', '心', '权', '者', '事']
// Adjectives and bare predicates among the keywords (each read as "is/does X", not "X").
const ZH_PREDICATES = new Set([
  // Adjectives.
  '不安', '不公', '固执', '可靠', '迅速', '天真', '好奇', '好学', '好胜', '鲁莽', '尖刻', '急躁', '果断', '稳健', '专断', '僵化', '过度', '沉着', '冷漠', '坦率', '坦诚', '冲动', '适度', '自满', '孤立', '疏离', '困惑', '失落', '迟疑', '犹豫',
  // Actions that read as a deed, not a thing (离开 in 要看离开怎么养).
  '离开', '出发', '转身', '放手', '放下', '坦白', '逃避', '回避', '抗拒', '受困', '延误', '暂停', '退隐', '复原', '弥补', '捍卫', '释怀', '透支', '过劳', '拖延', '直言',
])
// Words a keyword of three or more characters opens with when it is a verb and its object (错失良机, 摘下眼罩, 害怕改变).
const ZH_VERB_HEADS = ['放下', '卸下', '摘下', '找到', '错失', '错过', '跌到', '走', '重拾', '重新', '忽视', '忽略', '抗拒', '逃避', '害怕', '畏惧', '接受', '寻求', '寻找', '夺回', '挣脱', '追随', '看清', '承担', '学会', '坚守', '坚持', '调整', '评估', '吸取', '善用', '整合', '面对', '封闭', '背离', '苛责', '重复', '轻易', '急于', '依赖', '执着', '抓得', '照顾', '等待', '困于', '迟迟', '想要', '想太', '分享', '享受', '回避', '化想', '继续', '获得', '精进', '磨练', '清算', '走出', '做出', '向前', '勇往', '按部', '操之', '接近', '接纳', '释放', '被', '没', '无', '未', '不敢', '不堪', '不切', '满足', '保持', '质疑', '选择', '寻', '摆脱', '暗中', '强颜', '光说', '偷工', '敷衍', '顾此', '分身', '半途', '虎头', '精益', '精疲', '风平', '优柔', '畏首', '原地', '藕断', '停滞', '焦躁', '犹豫', '迟疑', '坚持', '多线', '灵活', '渐渐', '逐渐', '化解', '疲于', '言语', '言辞', '过于', '照顾']
// A subject with a predicate after it (信念动摇, 热情受阻, 根基不稳): the tail gives it away.
const ZH_PREDICATE_TAILS = ['动摇', '消散', '暗淡', '缓解', '落空', '受阻', '受挫', '不稳', '惨重', '埋没', '分散', '混乱', '失序', '乏味', '延迟', '改期', '停滞', '未消', '未愈', '不前', '不决', '不安', '不和', '不足', '不佳', '不对', '不明', '失控', '满溢', '阻塞', '透支', '耗尽', '低落', '被忽视', '被肯定', '认可', '达成', '消除', '受限', '狭窄', '揭露', '伤人', '草率', '过度', '错位', '分歧', '不如预期', '迟来', '重负', '实际', '担当', '丝连', '寡断', '失彼', '乏术', '而废', '蛇尾', '求成', '过急', '直前', '就班', '求精', '不懈', '力竭', '浪静', '欢笑', '减料', '了事', '不做', '畏尾', '徘徊', '到底', '清明', '复原', '回归', '休战', '较劲', '行事', '退缩', '冲刺']

function chineseNoun(keyword: string, language: Language): boolean {
  const kw = (language === 'zh-Hant' ? toSimplified(keyword) : keyword).trim()
  if (!kw) return false
  if (ZH_NOUN_HEADS.some((head) => kw.endsWith(head) && kw.length > head.length) && !ZH_PREDICATE_TAILS.some((tail) => kw.endsWith(tail))) return true
  if (kw.includes('的')) return true
  if (ZH_PREDICATES.has(kw)) return false
  if (ZH_PREDICATE_TAILS.some((tail) => kw.endsWith(tail) && kw.length > tail.length)) return false
  if (kw.length >= 3 && ZH_VERB_HEADS.some((head) => kw.startsWith(head))) return false
  // X不Y / X未Y / X无Y in a four-character phrase: a predicate idiom (停滞不前, 余怨未消).
  if (kw.length === 4 && /^..?[不未无没]/.test(kw.slice(0, 3)) && /[不未无没]/.test(kw.slice(1, 3))) return false
  if (/^不/.test(kw)) return false
  return true
}

export function isNounPhrase(keyword: string, language: Language): boolean {
  return language === 'en' ? englishNoun(keyword) : chineseNoun(keyword, language)
}
