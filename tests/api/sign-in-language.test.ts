import { describe, expect, it } from 'vitest'
import { authorizeParams } from '../support/sign-in'
import { api } from './client'

/** The sign-in page for these request headers and extra authorize parameters: its `<html lang>`. */
async function pageLanguage(headers: Record<string, string>, extra: Record<string, string> = {}) {
  const params = { ...authorizeParams(api(), { state: 'lang' }).params, ...extra }
  const r = await fetch(`${api()}/oauth/authorize?${new URLSearchParams(params)}`, { headers })
  expect(r.status).toBe(200)
  return /<html lang="(\w+)"/.exec(await r.text())?.[1]
}

describe('sign-in page language', () => {
  it('defaults to zh, as the console does', async () => {
    expect(await pageLanguage({})).toBe('zh')
    expect(await pageLanguage({ 'accept-language': 'fr-FR,de;q=0.8' })).toBe('zh')
  })

  it('Accept-Language picks among zh, en and ja by preference', async () => {
    expect(await pageLanguage({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en')
    expect(await pageLanguage({ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' })).toBe('ja')
    expect(await pageLanguage({ 'accept-language': 'fr;q=1, en;q=0.3, zh-CN;q=0.7' })).toBe('zh')
  })

  it('the console language wins: ui_locales, then the language cookie, then Accept-Language', async () => {
    const english = { 'accept-language': 'en-US' }
    expect(await pageLanguage(english, { ui_locales: 'ja' })).toBe('ja')
    expect(await pageLanguage({ ...english, cookie: 'language=zh' })).toBe('zh')
    expect(await pageLanguage({ ...english, cookie: 'language=ja' }, { ui_locales: 'en' })).toBe('en')
  })
})
