import { jsonError } from "./responses";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const methods: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Handlers for the methods an API address does not take: a JSON 405 naming the ones it does
 * (Next's own 405 has no body). Use: `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");`
 */
export function otherMethods(...allowed: Method[]): Record<Method, () => Response> {
  const allow = allowed.join(", ");
  const refuse = () => jsonError(405, `This address accepts ${allow} only.`, undefined, { Allow: allow });
  return Object.fromEntries(methods.map((method) => [method, refuse])) as Record<Method, () => Response>;
}

/** Every method, for an address that does not exist. */
export function notFoundApi(): Response {
  return jsonError(404, "There is no API at this address.");
}
