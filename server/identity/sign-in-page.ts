/** The account service's sign-in page: a real HTML form, no JavaScript needed. */
const TEXT = {
  en: {
    title: 'Sign in',
    heading: 'Back Office Console',
    sub: 'Sign in with your company account',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    badCredentials: 'Incorrect username or password.',
    missing: 'Enter your username and password.',
    disabled: 'This account is disabled. Contact your administrator.',
    tooMany: 'Too many failed sign-ins. Try again in {seconds} seconds.',
    expired: 'This sign-in page has expired. Sign in again.',
  },
  zh: {
    title: '登录',
    heading: 'Back Office Console',
    sub: '使用公司账号登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    badCredentials: '用户名或密码错误。',
    missing: '请输入用户名和密码。',
    disabled: '该账号已停用，请联系管理员。',
    tooMany: '登录失败次数过多，请在 {seconds} 秒后重试。',
    expired: '登录页面已过期，请重新登录。',
  },
  ja: {
    title: 'サインイン',
    heading: 'Back Office Console',
    sub: '会社のアカウントでサインイン',
    username: 'ユーザー名',
    password: 'パスワード',
    submit: 'サインイン',
    badCredentials: 'ユーザー名またはパスワードが正しくありません。',
    missing: 'ユーザー名とパスワードを入力してください。',
    disabled: 'このアカウントは無効です。管理者に連絡してください。',
    tooMany: 'サインインの失敗が多すぎます。{seconds} 秒後にもう一度お試しください。',
    expired: 'このサインインページは期限切れです。もう一度サインインしてください。',
  },
} as const

export type SignInLocale = keyof typeof TEXT
export type SignInError = 'badCredentials' | 'missing' | 'disabled' | 'tooMany' | 'expired'

const supported = (tag: string | undefined): SignInLocale | undefined => {
  const lang = tag?.trim().slice(0, 2).toLowerCase()
  return lang === 'zh' || lang === 'en' || lang === 'ja' ? lang : undefined
}

/** Accept-Language's supported languages, best first (by q, then by order). */
function fromAcceptLanguage(header: string | null | undefined): SignInLocale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';')
      const q = Number(
        params
          .find((x) => x.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { lang: supported(tag), q: Number.isFinite(q) ? q : 0, i }
    })
    .filter((x) => x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  return ranked[0]?.lang
}

const cookieValue = (header: string | null | undefined, name: string) =>
  (header ?? '')
    .split(';')
    .map((x) => x.trim().split('='))
    .find(([k]) => k === name)?.[1]

/**
 * The sign-in page's language, as the console's: the client's `ui_locales` (the console always sends its
 * current language), else the console's `language` cookie, else the browser's Accept-Language among zh, en
 * and ja, else Chinese (the console's default).
 */
export function pickLocale(uiLocales: string | undefined, headers?: Headers): SignInLocale {
  const asked = (uiLocales ?? '')
    .split(/[\s,]+/)
    .map(supported)
    .find(Boolean)
  return (
    asked ??
    supported(cookieValue(headers?.get('cookie'), 'language')) ??
    fromAcceptLanguage(headers?.get('accept-language')) ??
    'zh'
  )
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

export function signInPage(opts: {
  action: string
  params: Record<string, string>
  /** The form's anti-forgery token (bound to the browser's CSRF cookie). */
  csrf: string
  locale: SignInLocale
  username?: string
  error?: SignInError
  /** With error 'tooMany': the seconds to wait. */
  retryAfter?: number
}): string {
  const t = TEXT[opts.locale]
  const hidden = Object.entries(opts.params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')
    .concat(`<input type="hidden" name="csrf_token" value="${esc(opts.csrf)}">`)
  const message = opts.error ? t[opts.error].replace('{seconds}', String(opts.retryAfter ?? 1)) : ''
  const error = opts.error ? `<p class="error" role="alert" id="err">${esc(message)}</p>` : ''
  const described = opts.error ? ' aria-describedby="err" aria-invalid="true"' : ''
  return `<!doctype html>
<html lang="${opts.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title)} · ${esc(t.heading)}</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#2d3a4b;font:15px system-ui,"Noto Sans CJK SC",sans-serif;color:#1f2d3d}
main{background:#fff;padding:32px;border-radius:8px;width:min(380px,92vw);box-shadow:0 8px 30px rgba(0,0,0,.25)}
h1{margin:0 0 4px;font-size:22px}p.sub{margin:0 0 24px;color:#5a6b7b}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;border:1px solid #c0c8d2;border-radius:4px;font:inherit}
input:focus,button:focus{outline:3px solid #409eff;outline-offset:1px}
button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:4px;background:#1890ff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{margin:16px 0 0;padding:10px 12px;border-radius:4px;background:#fef0f0;color:#c0392b;border:1px solid #fbc4c4}
</style></head>
<body><main>
<h1>${esc(t.heading)}</h1><p class="sub">${esc(t.sub)}</p>
<form method="post" action="${esc(opts.action)}" novalidate>
${hidden}
<label for="username">${esc(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autofocus required value="${esc(opts.username ?? '')}"${described}>
<label for="password">${esc(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
${error}
<button type="submit">${esc(t.submit)}</button>
</form></main></body></html>`
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body style="font:15px system-ui;padding:40px"><h1>Sign-in error</h1><p role="alert">${esc(message)}</p></body></html>`
}
