/** The operators resource's words: `resources.operators.*`. */
export const operatorsEn = {
  resources: {
    operators: {
      name: 'Operator |||| Operators',
      fields: {
        name: 'Name',
        role: 'Role',
        active: 'Active',
        password: 'Password',
        createdAt: 'Added',
        lastSignInAt: 'Last signed in',
      },
    },
  },
  operators: {
    role: { owner: 'Owner', support: 'Support', moderator: 'Moderator', content: 'Content' },
    nameHelp: 'Lower-case letters, digits, dot, dash or underscore; starts with a letter',
    passwordHelp: 'At least 12 characters. Hand it over in person, not in a chat.',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    inactive: 'Deactivated',
    never: 'Never',
    totpTitle: 'Set up %{name}’s authenticator',
    totpHelp: 'Scan this code with an authenticator app (or enter the text below). It is shown only now: once you close this, nobody can see it again.',
    totpDone: 'Done, it is saved in the app',
  },
}

export type OperatorsMessages = typeof operatorsEn

export const operatorsZhHans: OperatorsMessages = {
  resources: {
    operators: {
      name: '运营账号',
      fields: {
        name: '账号名',
        role: '角色',
        active: '启用',
        password: '密码',
        createdAt: '添加时间',
        lastSignInAt: '最近登录',
      },
    },
  },
  operators: {
    role: { owner: '负责人', support: '客服', moderator: '审核', content: '内容运营' },
    nameHelp: '小写字母、数字、点、横线或下划线，以字母开头',
    passwordHelp: '至少 12 位。请当面告知，不要通过聊天工具发送。',
    deactivate: '停用',
    reactivate: '重新启用',
    inactive: '已停用',
    never: '从未登录',
    totpTitle: '为 %{name} 绑定身份验证器',
    totpHelp: '用身份验证器 App 扫描二维码（或手动输入下面的文字）。只显示这一次，关闭后任何人都无法再查看。',
    totpDone: '已在 App 中保存',
  },
}
