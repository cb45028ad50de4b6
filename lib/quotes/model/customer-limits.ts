/**
 * How long the customer's typed answers to a quote may be: the schemas (./customer-schemas.ts)
 * and the page's fields share them. A module of its own so the page's script takes these numbers
 * without the schemas and their validation library.
 */
export const customerLimits = { maxName: 100, maxReason: 1_000, maxQuestion: 2_000 } as const;
