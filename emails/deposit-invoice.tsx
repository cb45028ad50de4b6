import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, buttonStyle, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface DepositInvoiceProps {
  greeting: string;
  /** What it invoices: the deposit (on acceptance) or the balance (the job done). */
  kind?: "deposit" | "balance";
  /** "INV-0001" */
  invoiceNumber: string;
  quoteNumber: string;
  /** Invoice, date, amount, GST. */
  facts: [string, string][];
  /** Account name, BSB, account number, PayID, reference. */
  payment: [string, string][];
  quoteUrl: string;
  /** The quote page's deposit, where "Pay by card" opens Stripe Checkout; unset without card payments. */
  payByCardUrl?: string;
  business: DocumentBusiness;
  unsubscribeUrl?: string;
}

/** A tax invoice to the customer, the deposit's or the balance's (the PDF attached): the amounts and how to pay. */
export default function DepositInvoice({ greeting, kind = "deposit", invoiceNumber, quoteNumber, facts, payment, quoteUrl, payByCardUrl, business, unsubscribeUrl }: DepositInvoiceProps) {
  return (
    <EmailLayout preview={`Tax invoice ${invoiceNumber} for ${kind === "balance" ? "the balance" : "your deposit"}`} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>
        {kind === "balance" ? (
          <>
            The work on quote <span style={{ whiteSpace: "nowrap" }}>{quoteNumber}</span> is done: thank you. Here is the final tax invoice, for the balance; the PDF is attached.
          </>
        ) : (
          <>
            Thank you for accepting quote <span style={{ whiteSpace: "nowrap" }}>{quoteNumber}</span>. Here is the tax invoice for the deposit; the PDF is attached.
          </>
        )}
      </Text>
      <FactBox rows={facts} />
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>How to pay:</strong> by bank transfer or PayID, with the invoice number as the reference.
      </Text>
      <FactBox rows={payment} />
      {payByCardUrl ? (
        <>
          <Text style={{ ...textStyle, margin: "0 0 8px" }}>Or pay by card, with no surcharge:</Text>
          <Button href={payByCardUrl} style={buttonStyle}>
            Pay by card
          </Button>
        </>
      ) : null}
      <Text style={textStyle}>
        Your quote stays online: <Link href={quoteUrl}>open quote {quoteNumber}</Link>.
      </Text>
      <BusinessDetails business={business} unsubscribeUrl={unsubscribeUrl} />
    </EmailLayout>
  );
}

DepositInvoice.PreviewProps = {
  greeting: "Hi Jane,",
  invoiceNumber: "INV-0001",
  quoteNumber: "Q-0042",
  facts: [
    ["Tax invoice", "INV-0001"],
    ["Date", "21 November 2026"],
    ["Deposit (incl GST)", "$1,234.56"],
    ["GST included", "$112.23"],
  ],
  payment: [
    ["Account name", "Orbit Painting"],
    ["BSB", "000-000"],
    ["Account number", "00000000"],
    ["PayID", "payments@orbitpainting.com.au"],
    ["Reference", "INV-0001"],
  ],
  quoteUrl: "https://www.orbitpainting.com.au/quote/example",
  business: sampleDocumentBusiness,
} satisfies DepositInvoiceProps;
