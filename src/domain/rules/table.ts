import type { EntityName } from '../registry'
import { BACKSTAGE_RULES } from './backstage'
import { COMMODITY_CENTER_RULES } from './commodity-center'
import type { DatabaseRuleOf, EntityRules, RulesKey } from './define'
import { PRICE_CENTER_RULES } from './price-center'

/**
 * The one rule table: each entity's rules, declared once (src/domain/rules/<center>.ts). The console and the
 * server both read it through src/domain/rules/index.ts; an entity missing here has no business rules.
 */
export const RULE_TABLE = {
  ...PRICE_CENTER_RULES,
  ...COMMODITY_CENTER_RULES,
  ...BACKSTAGE_RULES,
} satisfies Partial<Record<EntityName, EntityRules>>

type Table = typeof RULE_TABLE

/** Every key the table's rules refuse with. */
export type DeclaredRuleKey = { [E in keyof Table]: RulesKey<Table[E]> }[keyof Table]

/** Every database rule the table declares. */
export type DeclaredDatabaseRule = { [E in keyof Table]: DatabaseRuleOf<Table[E]> }[keyof Table]
