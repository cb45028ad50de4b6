import { z } from "../zod";
import { sampleBusinessFacts } from "./sample-business";

export { sampleBusinessFacts };

/**
 * The business's legal facts (licence, licensed name, ABN, GST registration, bank, PayID): deployment
 * configuration, validated here once. Pure, so the configuration, the build of the public pages and
 * the tests share it. Development falls back to sample values, and documents drawn with them say SAMPLE.
 */

/**
 * ABN check digits (ATO's published algorithm): subtract 1 from the first digit, weight the eleven
 * digits 10,1,3,5,7,9,11,13,15,17,19, and the sum is divisible by 89.
 */
export function isValidAbn(text: string): boolean {
  const digits = text.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * weights[index]!, 0);
  return sum % 89 === 0;
}

/** "51824753556" or "51 824 753 556" as the ATO prints it: "51 824 753 556". */
export const formatAbn = (text: string): string => text.replace(/\s+/g, "").replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4");

/** A NSW contractor licence number as printed on the licence: digits, then a letter for a company ("123456C"). */
export const licencePattern = /^\d{4,8}[A-Z]?$/;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const businessFactsEnvSchema = z.object({
  BUSINESS_LICENCE: optionalText.pipe(
    z
      .string()
      .transform((value) => value.toUpperCase().replace(/\s+/g, ""))
      .pipe(z.string().regex(licencePattern, "must be the contractor licence number as printed on it, digits then an optional letter (e.g. 123456C)"))
      .optional(),
  ),
  BUSINESS_LICENSED_NAME: optionalText.pipe(z.string().max(120, "must be at most 120 characters").optional()),
  BUSINESS_ABN: optionalText.pipe(
    z
      .string()
      .refine(isValidAbn, "must be an 11-digit ABN whose check digits are right (e.g. 51 824 753 556)")
      .transform(formatAbn)
      .optional(),
  ),
  /** "1" (default): prices include GST and invoices are tax invoices; "0": no GST anywhere. */
  GST_REGISTERED: z.enum(["0", "1", ""]).optional().transform((value) => value !== "0"),
  BANK_ACCOUNT_NAME: optionalText.pipe(z.string().max(120, "must be at most 120 characters").optional()),
  BANK_BSB: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, "must be six digits (e.g. 062-000)"))
      .transform((value) => `${value.slice(0, 3)}-${value.slice(3)}`)
      .optional(),
  ),
  BANK_ACCOUNT_NUMBER: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{5,10}$/, "must be 5 to 10 digits"))
      .optional(),
  ),
  PAYID: optionalText.pipe(z.string().max(256).optional()),
});

export interface BusinessFacts {
  licenceNumber: string;
  licensedName: string;
  abn: string;
  gstRegistered: boolean;
  /** How to pay by transfer; null when no account is configured (documents then show none). */
  bank: { accountName: string; bsb: string; accountNumber: string } | null;
  payId: string | null;
  /** True when any fact is a development sample: every document drawn with it says SAMPLE. */
  sample: boolean;
}

/** Variables production must set: without them no lawful quote or tax invoice can be drawn. */
export const requiredInProduction = ["BUSINESS_LICENCE", "BUSINESS_LICENSED_NAME", "BUSINESS_ABN"] as const;

type FactsEnv = z.output<typeof businessFactsEnvSchema>;

/** Problems (each naming its variable) with the facts, given the parsed environment. */
export function businessFactsProblems(facts: FactsEnv, production: boolean): string[] {
  const problems: string[] = [];
  if (production) {
    for (const name of requiredInProduction) {
      if (!facts[name]) problems.push(`${name} is required in production (see .env.example)`);
    }
  }
  const bank = [facts.BANK_ACCOUNT_NAME, facts.BANK_BSB, facts.BANK_ACCOUNT_NUMBER];
  if (bank.some(Boolean) && !bank.every(Boolean)) {
    problems.push("BANK_ACCOUNT_NAME, BANK_BSB and BANK_ACCOUNT_NUMBER must be set together");
  }
  return problems;
}

/** The facts documents use; missing ones (development only) are samples, and say so. */
export function businessFactsFrom(facts: FactsEnv): BusinessFacts {
  const configuredBank = facts.BANK_ACCOUNT_NAME && facts.BANK_BSB && facts.BANK_ACCOUNT_NUMBER
    ? { accountName: facts.BANK_ACCOUNT_NAME, bsb: facts.BANK_BSB, accountNumber: facts.BANK_ACCOUNT_NUMBER }
    : null;
  const sample = !facts.BUSINESS_LICENCE || !facts.BUSINESS_LICENSED_NAME || !facts.BUSINESS_ABN;
  return {
    licenceNumber: facts.BUSINESS_LICENCE ?? sampleBusinessFacts.licenceNumber,
    licensedName: facts.BUSINESS_LICENSED_NAME ?? sampleBusinessFacts.licensedName,
    abn: facts.BUSINESS_ABN ?? sampleBusinessFacts.abn,
    gstRegistered: facts.GST_REGISTERED,
    // A sample deployment gets sample bank details too, so a sample invoice looks like a real one.
    bank: configuredBank ?? (sample ? { ...sampleBusinessFacts.bank } : null),
    payId: facts.PAYID ?? (sample ? sampleBusinessFacts.payId : null),
    sample,
  };
}

/**
 * The facts straight from an environment, for what is drawn outside the server's configuration
 * (public pages prerendered at build): the facts, or every problem named.
 */
export function parseBusinessFacts(env: Record<string, string | undefined>, production: boolean): BusinessFacts | { problems: string[] } {
  const parsed = businessFactsEnvSchema.safeParse(env);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) };
  const problems = businessFactsProblems(parsed.data, production);
  if (problems.length > 0) return { problems };
  return businessFactsFrom(parsed.data);
}
