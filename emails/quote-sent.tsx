import { Button } from "@react-email/button";
import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, buttonStyle, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface QuoteSentProps {
  /** "Hi Jane," or "Hi there," (a plain first name only, as the confirmation allows). */
  greeting: string;
  number: string;
  /** Label and value: total, deposit, valid until. */
  facts: [string, string][];
  /** How many optional items the customer may add on the page. */
  optionalCount: number;
  quoteUrl: string;
  business: DocumentBusiness;
  unsubscribeUrl?: string;
}

/** The customer's written quote: the figures, the link to accept it online, the PDF attached. */
export default function QuoteSent({ greeting, number, facts, optionalCount, quoteUrl, business, unsubscribeUrl }: QuoteSentProps) {
  const optional = optionalCount === 1 ? "1 optional item" : `${optionalCount} optional items`;
  return (
    <EmailLayout preview={`Your quote ${number} from ${business.name}`} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>
        Thank you for asking {business.name} to quote. Here is your written quote <span style={{ whiteSpace: "nowrap" }}>{number}</span>; the PDF is attached.
      </Text>
      <FactBox rows={facts} />
      {optionalCount > 0 && <Text style={textStyle}>It lists {optional} you can add: tick them on the quote&apos;s page and the total updates.</Text>}
      <Button href={quoteUrl} style={buttonStyle}>
        View and accept your quote
      </Button>
      <Text style={{ ...textStyle, margin: "16px 0 12px" }}>
        On that page you can accept the quote, decline it, or ask us a question. Or reply to this e-mail, or call us on {business.phone}.
      </Text>
      <Text style={{ ...textStyle, color: "#475569", fontSize: "13px" }}>The link is yours alone: please do not forward this e-mail.</Text>
      <BusinessDetails business={business} unsubscribeUrl={unsubscribeUrl} />
    </EmailLayout>
  );
}

QuoteSent.PreviewProps = {
  greeting: "Hi Jane,",
  number: "Q-0042",
  facts: [
    ["Total (incl GST)", "$12,345.67"],
    ["Deposit (10%)", "$1,234.56"],
    ["Valid until", "21 December 2026"],
  ],
  optionalCount: 2,
  quoteUrl: "https://www.orbitpainting.com.au/quote/example",
  business: sampleDocumentBusiness,
} satisfies QuoteSentProps;
