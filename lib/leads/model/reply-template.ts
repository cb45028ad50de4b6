import { business } from "@/lib/business";

/** The Reply dialog's prefill: subject and a signed body for this customer. */
export function replySubject(name: string): string {
  return `Re: Your Quote Request - ${name}`;
}

export function replyBody(name: string): string {
  return [
    `Hi ${name},`,
    "",
    `Thank you for your quote request with ${business.name}. `,
    "",
    "",
    "Kind regards,",
    business.name,
    business.licence,
    `Phone: ${business.phone}`,
  ].join("\n");
}
