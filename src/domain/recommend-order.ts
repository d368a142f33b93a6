import { z } from '@/domain/zod'
import { COUNTRIES, LANGUAGES, RECOMMEND_SCENES } from './enums'

/** A recommendation list holds at most this many records (positions run from 1 to 100). */
export const RECOMMEND_LIST_MAX = 100

/**
 * POST /v1/recommends/reorder: one list (scene, language, country; null = all) and every one of its
 * recommendation codes in the new order. The server gives them positions 1…n; a list that has other members
 * than those named is refused (409: it changed since it was read).
 */
export const recommendReorderSchema = z.strictObject({
  scene: z.enum(RECOMMEND_SCENES),
  language: z.enum(LANGUAGES).nullable(),
  country: z.enum(COUNTRIES).nullable(),
  codes: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(RECOMMEND_LIST_MAX)
    .refine((codes) => new Set(codes).size === codes.length, 'codes must not repeat'),
})

/** `codes` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items]
  if (from < 0 || from >= out.length) return out
  const [item] = out.splice(from, 1)
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item as T)
  return out
}
