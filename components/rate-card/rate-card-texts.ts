import { formatCents } from "@/lib/money";
import { unitLabel, type RateCardUnit } from "@/lib/rate-card/units";

/** "$24.00 per m²", "$65.00 each", "$450.00 fixed": a price as a painter says it. */
export function pricePerUnit(cents: number, unit: RateCardUnit, form: "long" | "short" = "long"): string {
  if (unit === "each" || unit === "fixed") return `${formatCents(cents)} ${unit}`;
  return `${formatCents(cents)} per ${unitLabel(unit, form)}`;
}

/** Every word of the rate card screen (/admin-pwa/rate-card). */
export const rateCardTexts = {
  title: "Rate card",
  itemsHeading: "Your items",
  intro: "Your priced items. A quote copies an item's name, unit and price ex GST; editing or archiving an item changes no quote already made.",
  back: "Leads",
  estimator: "Instant estimate settings",
  add: "Add item",
  addHeading: "New item",
  edit: (name: string) => `Edit ${name}`,
  editHeading: (name: string) => `Edit ${name}`,
  archive: (name: string) => `Archive ${name}`,
  restore: (name: string) => `Restore ${name}`,
  archiveWord: "Archive",
  restoreWord: "Restore",
  editWord: "Edit",
  archived: (count: number) => `Archived items (${count})`,
  archivedHint: "Archived items are not offered in the quote builder. Quotes that used them keep their lines.",
  empty: "No items yet. Add the first one.",
  price: (cents: number, unit: RateCardUnit) => `${pricePerUnit(cents, unit)} ex GST`,
  fields: {
    name: "Name",
    unit: "Unit",
    price: "Price ex GST",
    description: "Description (optional)",
  },
  save: "Save item",
  saving: "Saving…",
  cancel: "Cancel",
  priceProblem: "Type the price in dollars and cents, e.g. 24 or 24.50",
  savedTitle: "Rate card saved",
  saved: (name: string) => `${name} is saved.`,
  archivedTitle: "Item archived",
  restoredTitle: "Item restored",
  failedTitle: "Not saved",
  failed: "The rate card could not be saved. Check your connection and try again.",
  settings: {
    heading: "New quotes start with",
    intro: "Each quote can still be changed on its own.",
    terms: "Default terms",
    exclusions: "Default exclusions",
    validDays: "Valid for (days)",
    deposit: "Deposit (%)",
    save: "Save defaults",
    savedTitle: "Defaults saved",
    saved: "New quotes start with these.",
  },
} as const;
