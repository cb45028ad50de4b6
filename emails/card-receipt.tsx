import { Button } from "@react-email/button";
import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, buttonStyle, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface CardReceiptProps {
  greeting: string;
  /** "INV-0001" */
  invoiceNumber: string;
  quoteNumber: string;
  /** Invoice, amount paid, day, method, Stripe's payment reference. */
  facts: [string, string][];
  quoteUrl: string;
  business: DocumentBusiness;
}

/** The customer's receipt for a card payment, sent once Stripe's signed webhook marked the invoice paid. */
export default function CardReceipt({ greeting, invoiceNumber, quoteNumber, facts, quoteUrl, business }: CardReceiptProps) {
  return (
    <EmailLayout preview={`Payment received for tax invoice ${invoiceNumber}`} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>
        Thank you: we have received your card payment for tax invoice {invoiceNumber} (quote <span style={{ whiteSpace: "nowrap" }}>{quoteNumber}</span>). The invoice is paid.
      </Text>
      <FactBox rows={facts} />
      <Button href={quoteUrl} style={buttonStyle}>
        Open your quote
      </Button>
      <BusinessDetails business={business} />
    </EmailLayout>
  );
}

CardReceipt.PreviewProps = {
  greeting: "Hi Jane,",
  invoiceNumber: "INV-0001",
  quoteNumber: "Q-0042",
  facts: [
    ["Tax invoice", "INV-0001"],
    ["Amount paid (incl GST)", "$1,234.57"],
    ["Paid on", "21 November 2026"],
    ["Method", "Card, through Stripe"],
    ["Payment reference", "pi_3Example"],
  ],
  quoteUrl: "https://www.orbitpainting.com.au/quote/example",
  business: sampleDocumentBusiness,
} satisfies CardReceiptProps;
