import { randomUUID } from "node:crypto";

/** A realistic quote request for POST /api/contact; `id` makes its e-mail unique. */
export function leadRequestBody(id: string, domain: string, idempotencyKey: string = randomUUID()): string {
  return JSON.stringify({
    name: `Load Customer ${id}`,
    email: `customer-${id}@${domain}`,
    phone: "0412 345 678",
    service: "interior",
    budgetRange: "$2,000 - $5,000",
    timeline: "Within a month",
    message: "Three bedrooms, a hallway and the ceilings. Walls are in fair condition, some patching needed.",
    website: "",
    fillMs: 15_000,
    idempotencyKey,
  });
}

export const leadRequestHeaders = { "content-type": "application/json" } as const;
