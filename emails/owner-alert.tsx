import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, Paragraphs, textStyle } from "./parts/layout";

export interface OwnerAlertProps {
  /** Every field of the request, as label and value. */
  fields: [string, string][];
  message: string | null;
  panelUrl: string;
  customerEmail: string;
  /**
   * Links to the customer's photos in the admin (signed in only), in order. Linked, never
   * attached: an alert stays a few KB however many photos came, and a photo leaves the server
   * only to the signed-in owner.
   */
  photoUrls?: string[];
}

/** "3 photos (open them signed in to the admin):" */
export function photosLine(count: number): string {
  return `${count === 1 ? "1 photo" : `${count} photos`} (open them signed in to the admin):`;
}

/** The owner's alert for a new quote request: every field, the project details, the way in. */
export default function OwnerAlert({ fields, message, panelUrl, customerEmail, photoUrls = [] }: OwnerAlertProps) {
  return (
    <EmailLayout preview={`New quote request: ${fields[0]?.[1] ?? ""}`} footer={false}>
      <Text style={textStyle}>A new quote request has arrived on {business.websiteDisplay}.</Text>
      <Section>
        {fields.map(([label, value]) => (
          <Text key={label} style={{ ...textStyle, margin: "0 0 4px" }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
      </Section>
      <Heading as="h3" style={{ fontSize: "16px", margin: "20px 0 8px" }}>
        Project details:
      </Heading>
      {message ? <Paragraphs text={message} /> : <Text style={textStyle}>(none given)</Text>}
      {photoUrls.length > 0 && (
        <Text style={textStyle}>
          <strong>Photos:</strong> {photosLine(photoUrls.length)}
          {photoUrls.map((url, index) => (
            <span key={url}>
              <br />
              <Link href={url}>Photo {index + 1}</Link>: {url}
            </span>
          ))}
        </Text>
      )}
      <Text style={textStyle}>
        Open the admin panel: <Link href={panelUrl}>{panelUrl}</Link>
        <br />
        Reply to the customer: <Link href={`mailto:${customerEmail}`}>{customerEmail}</Link>
      </Text>
    </EmailLayout>
  );
}

OwnerAlert.PreviewProps = {
  fields: [
    ["Name", "Jane Citizen"],
    ["Email", "jane@example.com"],
    ["Phone", "0412 345 678"],
    ["Service", "Exterior Painting"],
    ["Budget range", "$5,000 - $10,000"],
    ["Timeline", "Flexible"],
    ["Submitted", "Wednesday 25 November 2026 at 9:41 am (Sydney)"],
    ["Request #", "42"],
  ],
  message: "Weatherboard house,\ntwo storeys.",
  panelUrl: "http://localhost:3000/admin-pwa",
  customerEmail: "jane@example.com",
  photoUrls: ["http://localhost:3000/api/admin/quotes/42/photos/1", "http://localhost:3000/api/admin/quotes/42/photos/2"],
} satisfies OwnerAlertProps;
