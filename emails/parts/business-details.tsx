import { Hr } from "@react-email/hr";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { sampleNotice, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { textStyle } from "./layout";

const small = { ...textStyle, color: "#475569", fontSize: "13px", lineHeight: "20px", margin: 0 } as const;

/**
 * Who the quote is from, as licensed: every e-mail to a customer about a quote ends with it, and
 * with the link that stops the follow-ups (Spam Act 2003; lib/mail/unsubscribe.ts).
 */
export function BusinessDetails({ business, unsubscribeUrl }: { business: DocumentBusiness; unsubscribeUrl?: string }) {
  return (
    <Section>
      <Hr style={{ borderColor: "#e2e8f0", margin: "20px 0" }} />
      {business.sample ? <Text style={{ ...small, color: "#b91c1c", fontWeight: 700, marginBottom: "8px" }}>{sampleNotice}</Text> : null}
      <Text style={small}>
        <strong>{business.name}</strong>
        {business.licensedName !== business.name ? ` (${business.licensedName})` : ""}
        <br />
        NSW Contractor Licence No. {business.licenceNumber} · ABN {business.abn}
        <br />
        {business.phone} · <Link href={`mailto:${business.email}`}>{business.email}</Link> · {business.website}
        <br />
        {business.locality}
      </Text>
      {unsubscribeUrl ? (
        <Text style={{ ...small, marginTop: "8px" }}>
          Don&apos;t want reminders about your quote? <Link href={unsubscribeUrl}>Stop these e-mails</Link>.
        </Text>
      ) : null}
    </Section>
  );
}

/** Label and value rows in a grey box: the figures of a quote at a glance. */
export function FactBox({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Section style={{ backgroundColor: "#f8fafc", border: "1px solid #e2e8f0", borderRadius: "6px", margin: "0 0 16px", padding: "12px 16px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...textStyle, margin: "0 0 4px" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

export const buttonStyle = { backgroundColor: "#c2410c", borderRadius: "6px", color: "#ffffff", fontSize: "15px", fontWeight: 600, padding: "12px 20px" } as const;
