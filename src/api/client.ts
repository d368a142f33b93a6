import { ofetch, FetchError } from 'ofetch'
import { runtimeConfig } from '@/app/runtime-config'
import type { Envelope } from '@/domain/envelope'
import { exchangeSucceeded } from '@/auth/exchange-flag'
import { getIdToken, getToken } from '@/auth/tokens'
import { showToast } from '@/ui/toast-store'
import { addressRequest } from './addressing'
import { decideEnvelope, decideTransportError, type Decision } from './error-catalogue'

/** An API failure the caller can inspect (code, message and field issues from the envelope). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly issues: { field: string; message: string }[] = [],
    readonly status?: number,
  ) {
    super(message)
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Caller shows errors itself (forms with field errors): no toast. */
  quiet?: boolean
  responseType?: 'json' | 'blob'
}

/** Set by the auth module: what a 401 does (go to sign-in for the current path). */
let onSignInRequired: () => void = () => {}
export const setSignInHandler = (fn: () => void) => (onSignInRequired = fn)

function act(decision: Decision, quiet: boolean) {
  if (decision.kind === 'signIn') onSignInRequired()
  if (decision.kind === 'reject' && decision.toast && !quiet) {
    if (decision.toast === 'dataNotFound')
      showToast({ tone: 'error', message: 'dataNotFound', translate: true })
    else showToast({ tone: 'error', message: decision.message })
  }
}

/**
 * The one HTTP client (ofetch): cookies per addressing rule, no timeout, error catalogue applied.
 * Resolves with the envelope for code 0 and for the inline business codes; rejects with ApiError otherwise.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const addr = addressRequest(path, runtimeConfig())
  const headers: Record<string, string> = { ...opts.headers }
  if (addr.withTokens) {
    const token = getToken()
    const idToken = getIdToken()
    if (token) headers.Authorization = token
    if (idToken) headers['Id-Token'] = idToken
  }
  const ctx = { exchangeSucceeded: exchangeSucceeded() }
  let body: unknown
  let status: number | undefined
  try {
    const res = await ofetch.raw(addr.url, {
      method: opts.method ?? 'GET',
      query: opts.query,
      body: opts.body as BodyInit | Record<string, unknown> | undefined,
      headers,
      credentials: addr.credentials,
      signal: opts.signal,
      responseType: opts.responseType === 'blob' ? 'blob' : 'json',
      ignoreResponseError: true,
      retry: 0,
    })
    status = res.status
    body = res._data
  } catch (e) {
    if (opts.signal?.aborted) throw e
    const message = e instanceof FetchError ? e.message : String(e)
    console.error('[api]', opts.method ?? 'GET', path, message)
    const decision = decideTransportError(path, { hasResponseData: false, message }, ctx)
    act(decision, opts.quiet ?? false)
    throw new ApiError(-1, message)
  }
  if (body instanceof Blob && status !== undefined && status < 400)
    return { code: 0, msg: 'ok', data: body as T }
  if (!isEnvelope(body)) {
    const decision = decideTransportError(
      path,
      {
        status,
        hasResponseData: body !== undefined && body !== null && body !== '',
        message: String(status),
      },
      ctx,
    )
    console.error('[api]', opts.method ?? 'GET', path, status)
    act(decision, opts.quiet ?? false)
    throw new ApiError(status ?? -1, decision.kind === 'reject' ? decision.message : 'error', [], status)
  }
  const decision = decideEnvelope(path, body, ctx)
  if (decision.kind === 'resolve' || decision.kind === 'return') return body as Envelope<T>
  act(decision, opts.quiet ?? false)
  const issues = (body.data as { issues?: { field: string; message: string }[] } | null)?.issues ?? []
  throw new ApiError(body.code, body.msg, issues, status)
}

function isEnvelope(x: unknown): x is Envelope {
  return (
    typeof x === 'object' && x !== null && 'code' in x && typeof (x as { code: unknown }).code === 'number'
  )
}

/** The data of a successful call. */
export async function requestData<T>(path: string, opts?: RequestOptions): Promise<T> {
  return (await request<T>(path, opts)).data
}
