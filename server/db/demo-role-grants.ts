import type { RoleName } from '@/domain/permissions'

/**
 * The demo roles' grants: seed data only (seed-demo-roles.ts writes them into the roles table once, and the
 * regional roles of seed-plan.ts copy them). From then on the roles table's `grants` are what the server
 * enforces and the menu shows, edited in the console. Deny by default: anything not matched is refused.
 */
export const DEMO_ROLE_GRANTS: Record<RoleName, readonly string[]> = {
  admin: ['**'],
  /**
   * Order center read; checks the money: the financial review of refunds (after support's customer-service
   * review), paying them out and closing refused ones, the review of barters and of offline orders.
   */
  finance: [
    'dashboard:**',
    'orderCenter:*:view',
    'orderCenter:*:export',
    'orderCenter:refunds:financialReview',
    'orderCenter:refunds:refund',
    'orderCenter:refunds:close',
    'orderCenter:barters:review',
    'orderCenter:offlineOrders:review',
  ],
  /**
   * Order center read; applies for (and may cancel) refunds and does their customer-service review; applies
   * for, edits and completes barters; keeps customers.
   */
  support: [
    'dashboard:**',
    'orderCenter:*:view',
    'orderCenter:refunds:apply',
    'orderCenter:refunds:cancel',
    'orderCenter:refunds:csReview',
    'orderCenter:barters:apply',
    'orderCenter:barters:edit',
    'orderCenter:barters:complete',
    'orderCenter:orders:resendInvoice',
    'orderCenter:customers:**',
  ],
  pricing: ['dashboard:**', 'priceCenter:**', 'productCenter:**'],
  operator: ['dashboard:**', 'commodityCenter:**'],
  viewer: ['dashboard:**', '*:*:view'],
}
