/** The audit log's words: `resources.audit.*`. */
export const auditEn = {
  resources: {
    audit: {
      name: 'Operations log |||| Operations log',
      fields: {
        at: 'When',
        operatorName: 'Who',
        operatorId: 'Operator id',
        action: 'Action',
        targetType: 'On',
        targetId: 'Target',
        reason: 'Reason',
      },
    },
  },
  audit: {
    before: 'Before',
    after: 'After',
    noChange: 'Nothing recorded before or after.',
    removed: 'removed',
    added: 'added',
    empty: '(none)',
  },
}

export type AuditMessages = typeof auditEn

export const auditZhHans: AuditMessages = {
  resources: {
    audit: {
      name: '操作记录',
      fields: {
        at: '时间',
        operatorName: '操作人',
        operatorId: '操作人 ID',
        action: '操作',
        targetType: '对象类型',
        targetId: '对象',
        reason: '原因',
      },
    },
  },
  audit: {
    before: '操作前',
    after: '操作后',
    noChange: '没有记录操作前后的内容。',
    removed: '删除',
    added: '新增',
    empty: '（无）',
  },
}
