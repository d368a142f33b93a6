import { buildRequestInit } from './request-init'
import { runtimeConfig } from './runtime-config'
import { getIdToken, getToken } from './tokens'

/**
 * The reads every signed-in start makes first: the layout's guard asks for the menu, then the shell for the
 * user. Asked for by the boot script, they travel while the console's code downloads instead of after it
 * (issue 31, cold load); the client takes each answer once, for the same address and tokens.
 */
export const EARLY_READS = ['/api/oauth/menu', '/api/oauth/user'] as const

/** An early answer not taken within this time is left alone: the console asks again. */
const EARLY_READ_TTL_MS = 15_000

interface EarlyRead {
  url: string
  /** The request's headers and the session's token (account-service reads go by cookie, without headers). */
  key: string
  startedAt: number
  response: Promise<Response>
}

declare global {
  interface Window {
    __BOC_EARLY_READS__?: EarlyRead[]
  }
}

const tokens = () => ({ token: getToken(), idToken: getIdToken() })
const keyOf = (headers: Record<string, string>, token: string | undefined) => JSON.stringify([headers, token])

/** One early read of `path` for this session: `send` makes the request (fetch, in the boot script). */
export function earlyRead(
  path: string,
  session: { token?: string; idToken?: string },
  send: (
    url: string,
    init: { headers: Record<string, string>; credentials: RequestCredentials },
  ) => Promise<Response>,
): EarlyRead {
  const { url, init } = buildRequestInit(path, {}, runtimeConfig(), session)
  const response = send(url, { headers: init.headers, credentials: init.credentials })
  // Taken or not, a failure here is the taker's to report.
  response.catch(() => undefined)
  return { url, key: keyOf(init.headers, session.token), startedAt: Date.now(), response }
}

/** A screen's own first read (a list's first rows: domain/list-fields.ts), sent early when the menu permits. */
export interface ScreenRead {
  read: string
  /** Resolves once the menu's answer lets the user open the screen; rejects otherwise (menuPermits). */
  permitted: (menu: Promise<Response>) => Promise<void>
}

/**
 * The boot script's part: sends the reads (only with a token: the guard decides everything else). A screen's
 * own first read, when the page names one, waits for the menu's answer and goes only when the menu lets the
 * user open the page: a screen outside their menu is never read.
 */
export function startEarlyReads(screen?: ScreenRead) {
  if (!getToken()) return
  const session = tokens()
  const send = (url: string, init: RequestInit) => fetch(url, init)
  const reads = EARLY_READS.map((path) => earlyRead(path, session, send))
  if (screen?.read.startsWith('/v1/')) {
    const menu = reads[0]!.response
    reads.push(
      earlyRead(screen.read, session, async (url, init) => {
        await screen.permitted(menu)
        await aTaskOfItsOwn()
        return send(url, init)
      }),
    )
  }
  window.__BOC_EARLY_READS__ = reads
}

/**
 * Resolves in a new task. The menu's answer may be taken in by a task that also runs a module of the console;
 * a read sent from there is, to a trace, a read that waits for that module's download (Lighthouse's simulation
 * queued the list's first rows behind the console's code, issue 31). A message, unlike a timer, names no task
 * that started it.
 */
function aTaskOfItsOwn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}

/** The status of each early read's answer, as it arrives (rejected for a read that got none). */
export function earlyAnswerStatuses(): Promise<number>[] {
  const reads = typeof window === 'undefined' ? undefined : window.__BOC_EARLY_READS__
  return (reads ?? []).map((r) => r.response.then((res) => res.status))
}

/** A read's address with its query (as ofetch sends it: parameters without a value left out). */
export function readAddress(
  url: string,
  query?: Readonly<Record<string, string | number | undefined>>,
): string {
  const params = Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))
  if (!params.length) return url
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`
}

/** Two addresses of one read: the same path and parameters, whatever their order or escaping. */
export function sameRead(a: string, b: string): boolean {
  const norm = (u: string) => {
    const url = new URL(u, 'http://read.invalid')
    url.searchParams.sort()
    return url.href
  }
  return norm(a) === norm(b)
}

/** The early answer for this read, once: same address, same headers and token, still fresh. */
export function takeEarlyRead(
  url: string,
  query: Parameters<typeof readAddress>[1],
  headers: Record<string, string>,
  token: string | undefined,
): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__BOC_EARLY_READS__
  // Every read asks: once the early answers are taken, that costs nothing more than this.
  if (!reads?.length) return undefined
  const key = keyOf(headers, token)
  const address = readAddress(url, query)
  const i = reads.findIndex((r) => r.key === key && sameRead(r.url, address))
  if (i < 0) return undefined
  const [read] = reads.splice(i, 1)
  return Date.now() - read!.startedAt <= EARLY_READ_TTL_MS ? read!.response : undefined
}

/** An early answer as the client reads one (ofetch's raw response): its status and its parsed body. */
export async function readEarly(
  response: Promise<Response>,
  signal: AbortSignal,
): Promise<{ status: number; _data: unknown }> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  const res = await Promise.race([response, aborted])
  const text = await Promise.race([res.text(), aborted])
  let data: unknown = text
  try {
    data = JSON.parse(text)
  } catch {
    // Not JSON (a proxy's page, say): the catalogue classifies it as ofetch's text would be.
  }
  return { status: res.status, _data: data }
}
