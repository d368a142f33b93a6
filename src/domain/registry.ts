import type { EntityDef } from './entity'
import { orders } from './orders'

/** Every entity the product API serves. Add an entity here and the server, the console and the tests pick it up. */
export const entities = { orders } satisfies Record<string, EntityDef>

export type EntityName = keyof typeof entities

export function entityByName(name: string): EntityDef | undefined {
  return (entities as Record<string, EntityDef>)[name]
}
