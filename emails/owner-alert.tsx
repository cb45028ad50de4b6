import { Heading, Link, Section, Text } from "@react-email/components";
import { business } from "@/lib/business";
import { EmailLayout, Paragraphs, textStyle } from "./parts/layout";

export interface OwnerAlertProps {
  /** Every field of the request, as label and value. */
  fields: [string, string][];
  message: string | null;
  panelUrl: string;
  customerEmail: string;
  /** The customer's photos: how many came, and how many are attached (all, unless over 10 MB). */
  photos?: { count: number; attached: number };
}

/** "3 photos, attached." (or which of them are attached when not all fit). */
export function photosLine({ count, attached }: { count: number; attached: number }): string {
  const photos = count === 1 ? "1 photo" : `${count} photos`;
  if (attached === count) return `${photos}, attached.`;
  return `${photos}; ${attached === 0 ? "none" : `the first ${attached}`} attached (together they are over 10 MB). See them all in the admin panel.`;
}

/** The owner's alert for a new quote request: every field, the project details, the way in. */
export default function OwnerAlert({ fields, message, panelUrl, customerEmail, photos }: OwnerAlertProps) {
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
      {photos && photos.count > 0 && (
        <Text style={textStyle}>
          <strong>Photos:</strong> {photosLine(photos)}
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
  photos: { count: 3, attached: 3 },
} satisfies OwnerAlertProps;
