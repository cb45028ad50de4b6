import type { ServiceFilter } from "@/lib/quotes/admin-schemas";

export interface QuoteFilters {
  q: string;
  service: ServiceFilter | "";
}

/** The query string of a view: only what is set, so URLs stay short and cacheable by key. */
export function viewParams(values: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}
