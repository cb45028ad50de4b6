import { z } from "@/lib/zod";

/** A route's id segment: a whole number from 1 to 2,147,483,647 (a PostgreSQL integer). */
export const idParamSchema = (what: string) => {
  const message = `The ${what} id must be a whole number.`;
  return z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, message);
};
