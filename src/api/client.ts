import { ofetch } from 'ofetch'
import { runtimeConfig } from './runtime-config'
import type { Envelope } from '@/domain/envelope'
import type { FieldIssue } from '@/domain/schemas'
import { exchangeSucceeded } from './exchange-flag'
import { getIdToken, getToken } from './tokens'
import { buildRequestInit, type RequestOptions } from './request-init'
import { decide, type Answer, type Decision } from './error-catalogue'
import { readAnswer } from './read-answer'
import { connectivity, READ_TIMEOUT_MS } from './connectivity'
import { earlyAnswerStatuses, readEarly, takeEarlyRead } from './early-reads'

export type { RequestOptions } from './request-init'

/** An API failure the caller can inspect (code, message, field issues and the envelope's data). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly status?: number,
    /** The failure's own data (a refused delete's `usedBy`), as the server sent it. */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The side effects the catalogue asks for: the app supplies the UI ones (sign-in, toasts); tests replace any. */
export interface ClientEffects {
  signIn: () => void
  toast: (toast: NonNullable<Decision['toast']>) => void
  log: (line: string) => void
  tokens: () => { token?: string; idToken?: string }
  exchangeSucceeded: () => boolean
}

const effects: ClientEffects = {
  signIn: () => {},
  toast: () => {},
  // Paths only: queries may carry personal data and headers carry tokens.
  log: (line) => console.error(line),
  tokens: () => ({ token: getToken(), idToken: getIdToken() }),
  exchangeSucceeded,
}

export function setClientEffects(overrides: Partial<ClientEffects>) {
  Object.assign(effects, overrides)
}

function carryOut(decision: Decision, answer: Answer, method: string, path: string, quiet: boolean) {
  if (decision.log) {
    const status = answer.kind === 'transport' && answer.status ? ` ${answer.status}` : ''
    effects.log(`[api] ${method} ${path.split('?')[0]}${status}: ${decision.message ?? ''}`)
  }
  if (decision.signIn) effects.signIn()
  if (decision.toast && !quiet) effects.toast(decision.toast)
}

const UNREACHABLE = 'server unreachable'
/** A proxy's answer for a server that is down counts as no answer. */
const isGatewayFailure = (status: number) => status === 502 || status === 503 || status === 504

/** The signal of a bounded read: the caller's, the time bound, and the loss of the server. */
function boundRead(callerSignal?: AbortSignal) {
  const controller = new AbortController()
  const abort = () => controller.abort(new Error(UNREACHABLE))
  const timer = setTimeout(abort, READ_TIMEOUT_MS)
  const untrack = connectivity.track(controller)
  const forward = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) forward()
  else callerSignal?.addEventListener('abort', forward, { once: true })
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer)
      untrack()
      callerSignal?.removeEventListener('abort', forward)
    },
  }
}

/**
 * The boot script's early reads are the server's answers too: counted as they arrive, they spare the heartbeat
 * its probe at start (connectivity.ts), which would share the line with the first screen (issue 31).
 */
export function countEarlyAnswers() {
  for (const status of earlyAnswerStatuses())
    status.then(
      (s) => isGatewayFailure(s) || connectivity.reportAnswer(),
      () => undefined,
    )
}

/**
 * The one HTTP client (ofetch): addressing and cookies per spec section 7, bounded reads that report
 * whether the server answers (connectivity.ts), and the error catalogue of section 8. Resolves with the envelope for code 0, for blobs, and for the inline business codes;
 * rejects with ApiError otherwise.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const { url, init } = buildRequestInit(path, opts, runtimeConfig(), effects.tokens())
  const method = init.method ?? 'GET'
  let answer: Answer
  // A read is bounded (and cut short when the server is lost) so that it falls back to the device's copy;
  // while the server is unreachable it fails at once. Writes and downloads are not bounded.
  const bounded = method === 'GET' && init.responseType === 'json'
  const guard = bounded ? boundRead(opts.signal) : undefined
  try {
    if (guard && !connectivity.online()) throw new Error(UNREACHABLE)
    const early = guard ? takeEarlyRead(url, init.query, init.headers, effects.tokens().token) : undefined
    const res = early
      ? await readEarly(early, guard!.signal)
      : await ofetch.raw(url, {
          ...init,
          signal: guard?.signal ?? init.signal,
          ignoreResponseError: true,
          retry: 0,
        })
    if (isGatewayFailure(res.status)) connectivity.reportUnreachable()
    else connectivity.reportAnswer()
    answer = await readAnswer(res.status, res._data)
  } catch (e) {
    if (opts.signal?.aborted) throw e
    if (!(e instanceof Error && e.message === UNREACHABLE)) connectivity.reportUnreachable()
    answer = {
      kind: 'transport',
      hasResponseData: false,
      message: e instanceof Error ? e.message : String(e),
    }
  } finally {
    guard?.done()
  }
  const decision = decide(path, answer, { exchangeSucceeded: effects.exchangeSucceeded() })
  carryOut(decision, answer, method, path, opts.quiet ?? false)
  if (answer.kind === 'envelope' && decision.outcome !== 'reject') return answer.body as Envelope<T>
  if (answer.kind === 'blob' && decision.outcome === 'resolve')
    return { code: 0, msg: 'ok', data: answer.blob as T }
  if (answer.kind === 'envelope') {
    const issues = (answer.body.data as { issues?: ApiError['issues'] } | null)?.issues ?? []
    throw new ApiError(answer.body.code, answer.body.msg, issues, answer.status, answer.body.data)
  }
  const status = answer.kind === 'transport' ? answer.status : undefined
  throw new ApiError(status ?? -1, decision.message ?? 'error', [], status)
}

/** The data of a successful call. */
export async function requestData<T>(path: string, opts?: RequestOptions): Promise<T> {
  return (await request<T>(path, opts)).data
}
