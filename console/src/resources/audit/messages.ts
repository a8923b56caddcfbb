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
    // The server's action names (`operator.add` …) and target types; one it adds later shows as it is.
    action: { operator: { 'sign-in': 'Signed in', add: 'Added an operator', update: 'Changed an operator' }, order: { refund: 'Refund' } },
    target: { operator: 'Operator', order: 'Order' },
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
    action: { operator: { 'sign-in': '登录', add: '添加运营账号', update: '编辑运营账号' }, order: { refund: '退款' } },
    target: { operator: '运营账号', order: '订单' },
    before: '操作前',
    after: '操作后',
    noChange: '没有记录操作前后的内容。',
    removed: '删除',
    added: '新增',
    empty: '（无）',
  },
}
