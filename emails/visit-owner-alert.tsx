import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, textStyle } from "./parts/layout";

export interface VisitOwnerAlertProps {
  /** "Visit booked", "Visit moved" or "Visit cancelled". */
  headline: string;
  name: string;
  phone: string;
  email: string;
  when: string;
  was?: string;
  where: string;
  mapsUrl: string;
  outsideNsw: boolean;
  panelUrl: string;
}

/** The owner's alert for each booking, move and cancellation of a visit. */
export default function VisitOwnerAlert({ headline, name, phone, email, when, was, where, mapsUrl, outsideNsw, panelUrl }: VisitOwnerAlertProps) {
  return (
    <EmailLayout preview={`${headline}: ${name}, ${when}`} footer={false}>
      <Text style={textStyle}>
        <strong>{headline}</strong> on the website by {name}.
      </Text>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>When:</strong> {when} (Sydney)
      </Text>
      {was && (
        <Text style={{ ...textStyle, margin: "0 0 4px" }}>
          <strong>Was:</strong> {was}
        </Text>
      )}
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>Where:</strong> <Link href={mapsUrl}>{where}</Link>
      </Text>
      {outsideNsw && <Text style={{ ...textStyle, margin: "0 0 4px" }}>The postcode is outside NSW.</Text>}
      <Text style={textStyle}>
        <strong>Phone:</strong> {phone} · <strong>Email:</strong> {email}
      </Text>
      <Text style={textStyle}>
        Your week in the admin panel: <Link href={panelUrl}>{panelUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

VisitOwnerAlert.PreviewProps = {
  headline: "Visit moved",
  name: "Jane Citizen",
  phone: "0412 345 678",
  email: "jane@example.com",
  when: "Tue 8 Dec, 9:15 am to 10:00 am",
  was: "Mon 7 Dec, 8:00 am to 8:45 am",
  where: "12 Smith Street, Parramatta NSW 2150",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=12%20Smith%20Street",
  outsideNsw: false,
  panelUrl: "http://localhost:3000/admin-pwa",
} satisfies VisitOwnerAlertProps;
