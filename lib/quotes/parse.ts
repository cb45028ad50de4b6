import "server-only";
import type { z } from "zod";
import { HttpError } from "@/lib/http/responses";
import { firstIssue, searchParamsObject } from "./admin-schemas";

/** Parses with a shared schema; a failure is a 400 with the first problem and every field's. */
export function parseOr400<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".") || "_";
      fieldErrors[key] ??= issue.message;
    }
    throw new HttpError(400, firstIssue(result.error), { fieldErrors });
  }
  return result.data;
}

export function parseQueryOr400<Schema extends z.ZodType>(schema: Schema, request: Request): z.output<Schema> {
  return parseOr400(schema, searchParamsObject(new URL(request.url).searchParams));
}
