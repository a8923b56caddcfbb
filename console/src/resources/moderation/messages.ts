/** The moderation page's words: `resources.moderation.*`, the queue's and the safety table's. */
export const moderationEn = {
  resources: {
    moderation: {
      name: 'Moderation |||| Moderation',
      fields: { kind: 'Kind', text: 'Text', note: 'Note', since: 'Since' },
    },
  },
  moderation: {
    queue: 'Waiting for a decision',
    empty: 'Nothing is waiting.',
    kind: { q: 'Consultation question', a: "Reader's answer", r: 'Review', s: 'Shared question', p: 'Reported share' },
    since: 'Since %{when}',
    note: 'Note: %{note}',
    pass: 'Pass',
    reject: 'Reject',
    keep: 'Keep up',
    takeDown: 'Take down',
    passTitle: 'Let this through?',
    rejectTitle: 'Reject this?',
    keepTitle: 'Keep this shared page up?',
    takeDownTitle: 'Take this shared page down?',
    done: 'Decided: %{said}',
    flags: {
      title: 'Question check, last 30 days',
      help: 'How many questions were flagged each day (Beijing time), by kind; counts only, never the words or who asked.',
      day: 'Day',
      crisis: 'Crisis',
      sensitive: 'Sensitive',
      unsuitable: 'Unsuitable: %{reason}',
      none: 'No question was flagged in the last 30 days.',
      total: 'Total',
    },
  },
}

export type ModerationMessages = typeof moderationEn

export const moderationZhHans: ModerationMessages = {
  resources: {
    moderation: {
      name: '内容审核',
      fields: { kind: '类型', text: '内容', note: '备注', since: '提交时间' },
    },
  },
  moderation: {
    queue: '待审核',
    empty: '暂时没有待审核的内容。',
    kind: { q: '咨询问题', a: '咨询师回答', r: '评价', s: '分享的问题', p: '被举报的分享' },
    since: '提交于 %{when}',
    note: '备注：%{note}',
    pass: '通过',
    reject: '驳回',
    keep: '保留',
    takeDown: '下架',
    passTitle: '确定通过？',
    rejectTitle: '确定驳回？',
    keepTitle: '保留这个分享页面？',
    takeDownTitle: '下架这个分享页面？',
    done: '已处理：%{said}',
    flags: {
      title: '近 30 天提问安全检查',
      help: '每天（北京时间）被标记的提问数量，按类型统计；只有数字，不含提问内容和用户。',
      day: '日期',
      crisis: '危机',
      sensitive: '敏感',
      unsuitable: '不适合：%{reason}',
      none: '近 30 天没有被标记的提问。',
      total: '合计',
    },
  },
}
