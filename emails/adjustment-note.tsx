import { Text } from "@react-email/text";
import { sampleDocumentBusiness, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { BusinessDetails, FactBox } from "./parts/business-details";
import { EmailLayout, textStyle } from "./parts/layout";

export interface AdjustmentNoteProps {
  greeting: string;
  /** "Adjustment note", or "Credit note" for a business not registered for GST. */
  title: string;
  /** "ADJ-0001" */
  number: string;
  invoiceNumber: string;
  /** Note, date, refund, GST, reason. */
  facts: [string, string][];
  business: DocumentBusiness;
}

/** A refund's adjustment note to the customer (the PDF attached). A transactional message: no unsubscribe. */
export default function AdjustmentNote({ greeting, title, number, invoiceNumber, facts, business }: AdjustmentNoteProps) {
  return (
    <EmailLayout preview={`${title} ${number}: your refund on ${invoiceNumber}`} footer={false}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>
        We have refunded part or all of what you paid on <span style={{ whiteSpace: "nowrap" }}>{invoiceNumber}</span>. Here is the {title.toLowerCase()} for it; the PDF is attached.
      </Text>
      <FactBox rows={facts} />
      <BusinessDetails business={business} />
    </EmailLayout>
  );
}

AdjustmentNote.PreviewProps = {
  greeting: "Hi Jane,",
  title: "Adjustment note",
  number: "ADJ-0001",
  invoiceNumber: "INV-0001",
  facts: [
    ["Adjustment note", "ADJ-0001"],
    ["Date", "21 November 2026"],
    ["Refund (incl GST)", "$500.00"],
    ["GST adjustment", "$45.45"],
    ["Reason", "Job cancelled before it started"],
  ],
  business: sampleDocumentBusiness,
} satisfies AdjustmentNoteProps;
