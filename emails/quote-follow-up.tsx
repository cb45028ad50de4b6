import { Button } from "@react-email/button";
import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, buttonStyle, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface QuoteFollowUpProps {
  /** "Hi Jane," */
  greeting: string;
  /** The short, personal body: one paragraph each. */
  paragraphs: string[];
  facts: [string, string][];
  buttonText: string;
  quoteUrl: string;
  /** "Tom, Orbit Painting" style sign-off. */
  signOff: string;
  business: DocumentBusiness;
  unsubscribeUrl: string;
  preview: string;
}

/** A customer's follow-up about an unanswered quote: the 4-day check-in and the "expires on" note. */
export default function QuoteFollowUp({ greeting, paragraphs, facts, buttonText, quoteUrl, signOff, business, unsubscribeUrl, preview }: QuoteFollowUpProps) {
  return (
    <EmailLayout preview={preview} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      <FactBox rows={facts} />
      <Button href={quoteUrl} style={buttonStyle}>
        {buttonText}
      </Button>
      <Text style={{ ...textStyle, margin: "16px 0 0" }}>{signOff}</Text>
      <BusinessDetails business={business} unsubscribeUrl={unsubscribeUrl} />
    </EmailLayout>
  );
}

QuoteFollowUp.PreviewProps = {
  greeting: "Hi Jane,",
  paragraphs: [
    "I sent you quote Q-0042 on 21 November and wanted to check it reached you.",
    "If anything is unclear, or you would like something changed, just reply to this e-mail or call me on 0491 570 156.",
  ],
  facts: [
    ["Total (incl GST)", "$12,345.67"],
    ["Valid until", "21 December 2026"],
  ],
  buttonText: "View your quote",
  quoteUrl: "https://www.orbitpainting.com.au/quote/example",
  signOff: "Thanks, Orbit Painting",
  business: sampleDocumentBusiness,
  unsubscribeUrl: "https://www.orbitpainting.com.au/unsubscribe/example",
  preview: "Your quote Q-0042",
} satisfies QuoteFollowUpProps;
