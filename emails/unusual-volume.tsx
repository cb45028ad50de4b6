import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface UnusualVolumeProps {
  /** The ceiling passed first this hour, as the Spam view shows it. */
  reason: string;
  /** Requests kept in Spam past a ceiling so far this hour. */
  keptThisHour: number;
  leadsPerHour: number;
  photoMbPerDay: number;
  panelUrl: string;
}

/** To the owner, at most once an hour, when requests pass a ceiling shared by all visitors. */
export default function UnusualVolume({ reason, keptThisHour, leadsPerHour, photoMbPerDay, panelUrl }: UnusualVolumeProps) {
  return (
    <EmailLayout preview={`Unusual volume of quote requests on ${business.websiteDisplay}`} footer={false}>
      <Text style={textStyle}>
        More quote requests are reaching {business.websiteDisplay} than its ceilings allow: {leadsPerHour} quote requests an hour and {photoMbPerDay} MB of
        photos a day, from all visitors together.
      </Text>
      <Text style={textStyle}>
        The first past a ceiling this hour: {reason}. Requests past a ceiling are kept in Spam in the admin panel, without photos and without alerts, for
        you to review ({keptThisHour} so far this hour). Use &quot;Not spam&quot; on any real one.
      </Text>
      <Text style={textStyle}>
        This is the only such e-mail this hour. Open the admin panel: <Link href={panelUrl}>{panelUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

UnusualVolume.PreviewProps = {
  reason: "Arrived past the ceiling of 60 quote requests an hour from all visitors (LEAD_HOURLY_CAP); no alerts were sent",
  keptThisHour: 12,
  leadsPerHour: 60,
  photoMbPerDay: 500,
  panelUrl: "http://localhost:3000/admin-pwa",
} satisfies UnusualVolumeProps;
