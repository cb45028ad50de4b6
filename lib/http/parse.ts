import "server-only";
import { z } from "@/lib/zod";
import { assertNoNulCharacters } from "./body";
import { HttpError } from "./responses";

/** The first problem of a failed parse, for the `error` field of a 400. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request.";
}

/** Each field's first problem, keyed by its path ("_" for the input as a whole). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** Query parameters as an object; a repeated parameter is refused rather than guessed. */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  assertNoNulCharacters([...params.keys(), ...params.values()]);
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? values[0]! : values;
  }
  return result;
}

/**
 * Parses with a shared schema (zod, or zod/mini for those the browser loads too); a failure is a
 * 400 with the first problem and every field's.
 */
export function parseOr400<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, firstIssue(result.error), { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}

export function parseQueryOr400<Schema extends z.core.$ZodType>(schema: Schema, request: Request): z.output<Schema> {
  return parseOr400(schema, searchParamsObject(new URL(request.url).searchParams));
}
