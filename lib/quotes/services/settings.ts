import "server-only";
import { defaultQuoteExclusions, defaultQuoteTerms } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { toHundredths } from "@/lib/money";
import { quoteDefaults } from "@/lib/quotes/model/quote-schema";
import type { QuoteSettings, QuoteSettingsUpdate } from "@/lib/quotes/model/settings-schema";

/** Before the owner saves any: lib/business.ts's terms (the configured business as warrantor) and exclusions, 30 days, 10%. */
export function builtInQuoteSettings(): QuoteSettings {
  return {
    terms: defaultQuoteTerms(getConfig().business),
    exclusions: defaultQuoteExclusions,
    validDays: quoteDefaults.validDays,
    depositPercent: quoteDefaults.depositPercent,
  };
}

export async function getQuoteSettings(): Promise<QuoteSettings> {
  const row = await getDb().quoteSettings.findUnique({ where: { id: 1 } });
  if (!row) return builtInQuoteSettings();
  return { terms: row.terms, exclusions: row.exclusions, validDays: row.validDays, depositPercent: row.depositHundredths / 100 };
}

/** Saves the fields given; the others keep their value (the built-in one until first saved). */
export async function updateQuoteSettings(update: QuoteSettingsUpdate): Promise<QuoteSettings> {
  const next = { ...(await getQuoteSettings()), ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) } as QuoteSettings;
  const data = { terms: next.terms, exclusions: next.exclusions, validDays: next.validDays, depositHundredths: toHundredths(next.depositPercent), updatedAt: new Date() };
  await getDb().quoteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  return next;
}
