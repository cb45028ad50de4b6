import { Mail, Phone } from "lucide-react";
import { telHref } from "@/lib/phone";
import { projectTypeBadgeClass, serviceLabel } from "@/lib/leads/model/view";

/**
 * A request's e-mail and phone as links (mail, call), on the dashboard's and the panel's cards
 * alike; on one line in the wide panel's list rows (`inline`).
 */
export function ContactLinks({ email, phone, inline = false }: { email: string; phone: string | null; inline?: boolean }) {
  // Each link at least 24 px tall: a thumb's target (WCAG 2.5.8), the owner calls from here.
  return (
    <div className={inline ? "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" : "mt-3 space-y-1 text-sm"}>
      <a href={`mailto:${email}`} className="flex min-h-6 items-center gap-2 break-all text-brand-700 underline-offset-2 hover:underline">
        <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
        {email}
      </a>
      {phone && (
        <a href={telHref(phone)} className="flex min-h-6 items-center gap-2 text-brand-700 underline-offset-2 hover:underline">
          <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
          {phone}
        </a>
      )}
    </div>
  );
}

/** The requested service as a coloured badge ("Not specified" without one). */
export function ServiceBadge({ service }: { service: string | null }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${projectTypeBadgeClass(service)}`}>{serviceLabel(service)}</span>
  );
}
