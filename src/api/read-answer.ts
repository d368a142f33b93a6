import type { Envelope } from '@/domain/envelope'
import { statusMessage, type Answer } from './error-catalogue'

export function isEnvelope(x: unknown): x is Envelope {
  return (
    typeof x === 'object' && x !== null && 'code' in x && typeof (x as { code: unknown }).code === 'number'
  )
}

/** Classifies a response body: an envelope, a blob that passes through, or a transport error. */
export async function readAnswer(status: number, data: unknown): Promise<Answer> {
  if (data instanceof Blob) {
    if (status < 400) return { kind: 'blob', status, blob: data }
    // A failed download still carries the JSON envelope; read it so the catalogue applies.
    data = await data.text().then(parseJson, () => undefined)
  }
  if (isEnvelope(data)) return { kind: 'envelope', body: data, status }
  const hasResponseData = data !== undefined && data !== null && data !== ''
  if (status < 400 && hasResponseData)
    return { kind: 'transport', status, hasResponseData, message: 'Malformed response' }
  return { kind: 'transport', status, hasResponseData, message: statusMessage(status) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
