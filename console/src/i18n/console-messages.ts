/** The console's own words outside any resource: the sign-in page, the title, money and time. */
export const consoleEn = {
  console: {
    title: 'AI Tarot back office',
    login: {
      title: 'Sign in to the back office',
      name: 'Name',
      password: 'Password',
      code: 'Code from the authenticator app',
      codeHelp: 'Six digits; it changes every 30 seconds',
      submit: 'Sign in',
      failed: 'Could not sign in',
    },
    language: 'Language',
    error: 'Something went wrong: %{message}',
    reason: { label: 'Reason (kept in the operations log)', help: '2 to 200 characters' },
  },
}

export type ConsoleMessages = typeof consoleEn

export const consoleZhHans: ConsoleMessages = {
  console: {
    title: 'AI Tarot 后台',
    login: {
      title: '登录后台',
      name: '账号名',
      password: '密码',
      code: '身份验证器上的验证码',
      codeHelp: '6 位数字，每 30 秒更新一次',
      submit: '登录',
      failed: '登录失败',
    },
    language: '语言',
    error: '出错了：%{message}',
    reason: { label: '原因（会记入操作记录）', help: '2 到 200 个字' },
  },
}
