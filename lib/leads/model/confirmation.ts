import { business } from "@/lib/business";
import { serviceLabel } from "./view";

/**
 * What the customer's confirmation says, apart from how it is laid out (text or HTML). Anyone
 * can type any address into the form, so nothing the visitor typed goes into it but a first
 * name made only of letters, spaces, apostrophes and hyphens: no links, no text for a spammer to
 * send through us. The service is one of ours, chosen from the list.
 */
export interface ConfirmationContent {
  subject: string;
  greeting: string;
  thanks: string;
  nextSteps: string[];
}

/** At most this long: a longer "first name" is not one. */
const MAX_FIRST_NAME = 40;

/** The first word of the name, if it is a plain name; else null (the greeting has no name). */
export function safeFirstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  if (first.length === 0 || first.length > MAX_FIRST_NAME) return null;
  return /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(first) ? first : null;
}

export function confirmationContent(lead: { name: string; service: string | null }): ConfirmationContent {
  const firstName = safeFirstName(lead.name);
  const service = lead.service ? serviceLabel(lead.service) : null;
  return {
    subject: `We've received your quote request - ${business.name}`,
    greeting: firstName ? `Hi ${firstName},` : "Hi there,",
    thanks: `Thank you for asking ${business.name} for a quote${service ? ` for ${service.toLowerCase()}` : ""}.`,
    nextSteps: [
      "We'll contact you within 24 hours, 7 days a week, to talk about your project.",
      "If it helps, we'll arrange a time to see the job and give you a free written quote.",
    ],
  };
}
