import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface QuoteAcceptedProps {
  greeting: string;
  number: string;
  /** "Saturday, 21 November 2026 at 10:30 am" (Sydney). */
  acceptedAtText: string;
  /** The name typed when accepting. */
  acceptedBy: string;
  facts: [string, string][];
  /** What happens next, in order. */
  nextSteps: string[];
  quoteUrl: string;
  contentSha256: string;
  business: DocumentBusiness;
  unsubscribeUrl?: string;
}

/** The customer's confirmation of an accepted quote, the accepted PDF attached. */
export default function QuoteAccepted({ greeting, number, acceptedAtText, acceptedBy, facts, nextSteps, quoteUrl, contentSha256, business, unsubscribeUrl }: QuoteAcceptedProps) {
  return (
    <EmailLayout preview={`You accepted quote ${number}`} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>
        Thank you for accepting quote <span style={{ whiteSpace: "nowrap" }}>{number}</span> on {acceptedAtText} (Sydney time). The quote as you accepted it is attached.
      </Text>
      <FactBox rows={facts} />
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>What happens next:</strong>
      </Text>
      <ul style={{ ...textStyle, paddingLeft: "20px" }}>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <Text style={textStyle}>
        Your quote stays online: <Link href={quoteUrl}>open quote {number}</Link>.
      </Text>
      <Text style={{ ...textStyle, color: "#475569", fontSize: "13px" }}>
        Accepted online by {acceptedBy}. SHA-256 of the accepted content: {contentSha256}
      </Text>
      <BusinessDetails business={business} unsubscribeUrl={unsubscribeUrl} />
    </EmailLayout>
  );
}

QuoteAccepted.PreviewProps = {
  greeting: "Hi Jane,",
  number: "Q-0042",
  acceptedAtText: "Saturday, 21 November 2026 at 10:30 am",
  acceptedBy: "Jane Citizen",
  facts: [
    ["Total (incl GST)", "$12,345.67"],
    ["Options chosen", "Front door in a deep navy gloss"],
    ["Deposit (10%)", "$1,234.56"],
  ],
  nextSteps: ["We will call you within one business day to book the work.", "We will send you a tax invoice for the deposit of $1,234.56."],
  quoteUrl: "https://www.orbitpainting.com.au/quote/example",
  contentSha256: "0".repeat(64),
  business: sampleDocumentBusiness,
} satisfies QuoteAcceptedProps;
