/**
 * Query keys are built only in src/api/query-keys.ts, and what a write makes stale is decided only in
 * src/api/after-write.ts (README, Decisions). A rule of its own rather than `no-restricted-syntax`, so
 * another block setting that rule for the same files cannot silently replace these selectors.
 */
const FROM_MODULE = 'build it with entityKeys(entity)/appKeys from src/api/query-keys.ts'

const SELECTORS = {
  // A key is another query's `.queryKey` or a call of the module's builders; never an array or a constant.
  [[
    'ObjectExpression > Property[key.name=/^(queryKey|mutationKey)$/]',
    ":not([value.type='MemberExpression'][value.property.name='queryKey'])",
    ":not([value.callee.object.callee.name='entityKeys'])",
    ":not([value.callee.object.name='appKeys'])",
  ].join('')]: `A query key outside src/api/query-keys.ts: ${FROM_MODULE}.`,
  // The query client's key arguments: the same.
  'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|getQueriesData|setQueriesData)$/] > ArrayExpression:first-child': `A literal query key: ${FROM_MODULE}.`,
  // Staleness by key: one place decides it.
  'CallExpression[callee.property.name=/^(invalidate|refetch|reset)Queries$/] > ObjectExpression > Property[key.name="queryKey"]':
    'What a write makes stale is decided in src/api/after-write.ts: call afterWrite(queryClient, { entity, kind, id }).',
}

export const queryKeysPlugin = {
  rules: {
    'keys-from-module': {
      meta: {
        type: 'problem',
        docs: {
          description: 'Query keys come from src/api/query-keys.ts; staleness from src/api/after-write.ts',
        },
        schema: [],
      },
      create: (context) =>
        Object.fromEntries(
          Object.entries(SELECTORS).map(([selector, message]) => [
            selector,
            (node) => context.report({ node, message }),
          ]),
        ),
    },
  },
}

/** The files the rule spares: the two modules themselves (tests may pin a key's shape). */
export const QUERY_KEY_MODULES = ['src/api/query-keys.ts', 'src/api/after-write.ts']
