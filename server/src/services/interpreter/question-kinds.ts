import type { QuestionKind } from '@tarot/core/reading/question-intent'

/**
 * What the opening's bottom line does for each kind of question: the one table the model's prompt
 * (`prompt`), the built-in reader's phrase banks (typed by `PerKind`) and the eval's rubric
 * (`checked`, and its checks keyed the same way) follow. A kind added to the core's QUESTION_KINDS
 * fails the typecheck here, in the phrase banks and in the rubric until each says what it does.
 */
export interface KindRule {
  /** The kind in plain words (the rubric's description). */
  name: string
  /** The model's instruction for the bottom line (English, as the rest of the prompt). */
  prompt: string
  /** What the rubric looks for in the opening, in plain words for the report. */
  checked: string
}

export const BOTTOM_LINE_BY_KIND: Readonly<Record<QuestionKind, KindRule>> = {
  yes_no: {
    name: 'yes/no',
    prompt: 'a leaning ("more yes than no, if…"), never a verdict, and what it depends on.',
    checked: 'a leaning word (lean, tilt, more likely, closer to a yes, 倾向, 偏向, 更接近…) and nowhere a verdict (“the answer is yes”, a sentence opening with a bare Yes/No, 答案是肯定的, 会的。)',
  },
  other_person: {
    name: 'another person',
    prompt: "never claim to know another's heart; the connection, and what the asker can see and do.",
    checked: 'a turn to what the asker can see or do (you can, your part, 你可以…) and nowhere a mind-reading claim (“he still loves you”, 他一定还爱你) outside a question or a hedge',
  },
  choice: {
    name: 'choice',
    prompt: "what each option's cards favour; the decision stays theirs.",
    checked:
      'both options named (the case’s words for each) or “each/both path(s)/option(s)”, “one path … the other”, “option A … option B”, 两条路, 第一个选项…第二个选项, and nowhere a directive (“you should take…”, 你应该选…)',
  },
  timing: {
    name: 'timing',
    prompt: 'conditions and phases, never dates or durations.',
    checked:
      'a condition or phase word (when, once, after, until, phase, stage, 等到, 一旦, 阶段, 时机…) and nowhere a calendar date (month names, years, “in three weeks”, “next month”, 三月, 下个月, 两周内…)',
  },
  how_to: {
    name: 'how-to',
    prompt: 'the way the cards point and what it rests on.',
    checked:
      'a summary — a marker such as “in short”, “the short answer”, “overall”, “the cards point/suggest…”, 先说结论, 总的来说, 这组牌, 牌面指向, 关键在… — and an action cue (try, start, focus on, one small step, this week, the way forward, 试试, 先把…, 第一步, 做法, 起点…) in the same paragraph of the opening',
  },
  reflection: {
    name: 'reflection',
    prompt: 'what the spread is mostly about.',
    checked: 'a summary marker and words to the asker (you, 你) in the same paragraph of the opening',
  },
}

/** The kinds in the core's order, for text built from the table. */
export const BOTTOM_LINE_KINDS = Object.keys(BOTTOM_LINE_BY_KIND) as QuestionKind[]

/** One entry per kind: the shape a phrase bank or a check table takes, so none can be left out. */
export type PerKind<T> = { [K in QuestionKind]: T }
