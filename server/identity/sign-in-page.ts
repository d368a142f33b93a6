/** The account service's pages (sign-in, choose a new password): real HTML forms, no JavaScript needed. */
import { escapeHtml } from '../escape-html'

/** The account service's icon (account-routes.ts serves it), relative to its pages under /oauth/. */
const ICON_PATH = 'favicon.svg'
const TEXT = {
  en: {
    title: 'Sign in',
    heading: 'Back Office Console',
    description: 'Sign in to the Back Office Console with your company account.',
    language: 'Language',
    sub: 'Sign in with your company account',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    badCredentials: 'Incorrect username or password.',
    missing: 'Enter your username and password.',
    disabled: 'This account is disabled. Contact your administrator.',
    tooMany: 'Too many failed sign-ins. Try again in {seconds} seconds.',
    expired: 'This sign-in page has expired. Sign in again.',
    changeTitle: 'Choose a new password',
    changeSub: 'An administrator set your password. Choose your own to continue.',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    changeHint: 'At least 8 characters, not a demo password or one like it.',
    changeSubmit: 'Save and sign in',
    passwordMissing: 'Enter the new password twice.',
    passwordMismatch: 'The two passwords differ.',
    passwordTooShort: 'A password has at least 8 characters.',
    passwordTooLong: 'A password has at most 200 characters.',
    passwordTooCommon: 'This password is too easy to guess (a demo password or one like it).',
    passwordUnchanged: 'Choose a password other than the one you were given.',
  },
  zh: {
    title: '登录',
    heading: 'Back Office Console',
    description: '使用公司账号登录 Back Office Console 后台管理控制台。',
    language: '语言',
    sub: '使用公司账号登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    badCredentials: '用户名或密码错误。',
    missing: '请输入用户名和密码。',
    disabled: '该账号已停用，请联系管理员。',
    tooMany: '登录失败次数过多，请在 {seconds} 秒后重试。',
    expired: '登录页面已过期，请重新登录。',
    changeTitle: '设置新密码',
    changeSub: '您的密码由管理员设置，请设置您自己的密码后继续。',
    newPassword: '新密码',
    repeatPassword: '再次输入新密码',
    changeHint: '至少 8 个字符，不能是演示密码或类似的密码。',
    changeSubmit: '保存并登录',
    passwordMissing: '请输入两次新密码。',
    passwordMismatch: '两次输入的密码不一致。',
    passwordTooShort: '密码至少需要 8 个字符。',
    passwordTooLong: '密码最多 200 个字符。',
    passwordTooCommon: '该密码太容易被猜到（演示密码或类似的密码）。',
    passwordUnchanged: '请设置一个与管理员给您的密码不同的密码。',
  },
  ja: {
    title: 'サインイン',
    heading: 'Back Office Console',
    description: '会社のアカウントで Back Office Console にサインインします。',
    language: '言語',
    sub: '会社のアカウントでサインイン',
    username: 'ユーザー名',
    password: 'パスワード',
    submit: 'サインイン',
    badCredentials: 'ユーザー名またはパスワードが正しくありません。',
    missing: 'ユーザー名とパスワードを入力してください。',
    disabled: 'このアカウントは無効です。管理者に連絡してください。',
    tooMany: 'サインインの失敗が多すぎます。{seconds} 秒後にもう一度お試しください。',
    expired: 'このサインインページは期限切れです。もう一度サインインしてください。',
    changeTitle: '新しいパスワードの設定',
    changeSub: 'パスワードは管理者が設定しました。続行するにはご自身のパスワードを設定してください。',
    newPassword: '新しいパスワード',
    repeatPassword: '新しいパスワード（確認）',
    changeHint: '8 文字以上で、デモ用パスワードやそれに似たものは使えません。',
    changeSubmit: '保存してサインイン',
    passwordMissing: '新しいパスワードを 2 回入力してください。',
    passwordMismatch: '2 つのパスワードが一致しません。',
    passwordTooShort: 'パスワードは 8 文字以上にしてください。',
    passwordTooLong: 'パスワードは 200 文字以内にしてください。',
    passwordTooCommon: 'このパスワードは推測されやすすぎます（デモ用パスワードまたはそれに似たもの）。',
    passwordUnchanged: '管理者から渡されたものとは別のパスワードを設定してください。',
  },
} as const

export type SignInLocale = keyof typeof TEXT
export type SignInError = 'badCredentials' | 'missing' | 'disabled' | 'tooMany' | 'expired'
export type PasswordChangeError =
  | 'passwordMissing'
  | 'passwordMismatch'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordTooCommon'
  | 'passwordUnchanged'

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

const esc = escapeHtml

const hiddenInputs = (params: Record<string, string>, csrf: string) =>
  Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')
    .concat(`<input type="hidden" name="csrf_token" value="${esc(csrf)}">`)

/** Each language named in itself, as a language switch shows it. */
const LANGUAGE_NAMES: Record<SignInLocale, string> = { zh: '中文', en: 'English', ja: '日本語' }

/**
 * The sign-in page in another language: the same authorize request (client, redirect, state, PKCE challenge:
 * the sign-in the console started goes on) with only `ui_locales` changed. Relative to /oauth/.
 */
export function languageSwitch(locale: SignInLocale, params: Record<string, string>): string {
  const t = TEXT[locale]
  const links = (Object.keys(LANGUAGE_NAMES) as SignInLocale[]).map((lang) => {
    const query = new URLSearchParams({ ...params, ui_locales: lang }).toString()
    const current = lang === locale ? ' aria-current="true"' : ''
    return `<a href="authorize?${esc(query)}" lang="${lang}" hreflang="${lang}"${current}>${LANGUAGE_NAMES[lang]}</a>`
  })
  return `<nav class="langs" aria-label="${esc(t.language)}">${links.join('')}</nav>`
}

/** The account service's page around a form: its title, heading, explanation and styles. */
function page(locale: SignInLocale, title: string, sub: string, form: string, languages = ''): string {
  const t = TEXT[locale]
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(t.heading)}</title>
<meta name="description" content="${esc(t.description)}">
<link rel="icon" type="image/svg+xml" href="${ICON_PATH}">
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#2d3a4b;font:15px system-ui,"Noto Sans CJK SC",sans-serif;color:#1f2d3d}
main{background:#fff;padding:32px;border-radius:8px;width:min(380px,92vw);box-shadow:0 8px 30px rgba(0,0,0,.25)}
h1{margin:0 0 4px;font-size:22px}p.sub{margin:0 0 24px;color:#5a6b7b}p.hint{margin:6px 0 0;color:#5a6b7b;font-size:13px}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;border:1px solid #c0c8d2;border-radius:4px;font:inherit}
input:focus,button:focus{outline:3px solid #409eff;outline-offset:1px}
button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:4px;background:#0958d9;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#003eb3}
.langs{display:flex;justify-content:center;gap:4px;margin:20px 0 0;font-size:14px}
.langs a{color:#0958d9;padding:6px 10px;border-radius:4px;text-decoration:none;min-width:24px;min-height:24px}
.langs a:hover{text-decoration:underline}.langs a[aria-current]{color:#1f2d3d;font-weight:600}
.langs a:focus{outline:3px solid #409eff;outline-offset:1px}
.error{margin:16px 0 0;padding:10px 12px;border-radius:4px;background:#fef0f0;color:#c0392b;border:1px solid #fbc4c4}
</style></head>
<body><main>
<h1>${esc(t.heading)}</h1><p class="sub">${esc(sub)}</p>
${form}${languages}</main></body></html>`
}

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
  const message = opts.error ? t[opts.error].replace('{seconds}', String(opts.retryAfter ?? 1)) : ''
  const error = opts.error ? `<p class="error" role="alert" id="err">${esc(message)}</p>` : ''
  const described = opts.error ? ' aria-describedby="err" aria-invalid="true"' : ''
  return page(
    opts.locale,
    t.title,
    t.sub,
    `<form method="post" action="${esc(opts.action)}" novalidate>
${hiddenInputs(opts.params, opts.csrf)}
<label for="username">${esc(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autofocus required value="${esc(opts.username ?? '')}"${described}>
<label for="password">${esc(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
${error}
<button type="submit">${esc(t.submit)}</button>
</form>`,
    languageSwitch(opts.locale, opts.params),
  )
}

/**
 * The step after signing in with a password an admin set: the user chooses their own. `ticket` proves the
 * sign-in just happened (signed, short-lived, bound to the temporary password); the username is shown for
 * password managers only.
 */
export function changePasswordPage(opts: {
  action: string
  params: Record<string, string>
  csrf: string
  ticket: string
  locale: SignInLocale
  username: string
  error?: PasswordChangeError
}): string {
  const t = TEXT[opts.locale]
  const error = opts.error ? `<p class="error" role="alert" id="err">${esc(t[opts.error])}</p>` : ''
  const described = opts.error
    ? ' aria-describedby="hint err" aria-invalid="true"'
    : ' aria-describedby="hint"'
  return page(
    opts.locale,
    t.changeTitle,
    t.changeSub,
    `<form method="post" action="${esc(opts.action)}" novalidate>
${hiddenInputs(opts.params, opts.csrf)}<input type="hidden" name="ticket" value="${esc(opts.ticket)}">
<input type="text" name="username" autocomplete="username" value="${esc(opts.username)}" hidden readonly>
<label for="new_password">${esc(t.newPassword)}</label>
<input id="new_password" name="new_password" type="password" autocomplete="new-password" autofocus required${described}>
<p class="hint" id="hint">${esc(t.changeHint)}</p>
<label for="repeat_password">${esc(t.repeatPassword)}</label>
<input id="repeat_password" name="repeat_password" type="password" autocomplete="new-password" required${opts.error === 'passwordMismatch' ? ' aria-describedby="err" aria-invalid="true"' : ''}>
${error}
<button type="submit">${esc(t.changeSubmit)}</button>
</form>`,
  )
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title><link rel="icon" type="image/svg+xml" href="${ICON_PATH}"></head>
<body style="font:15px system-ui;padding:40px"><h1>Sign-in error</h1><p role="alert">${esc(message)}</p></body></html>`
}
