import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, textStyle } from "./parts/layout";

export interface OverdueReminderProps {
  name: string;
  service: string;
  /** "Wednesday 25 November 2026 at 9:41 am (Sydney)" */
  submitted: string;
  /** Whole hours since it arrived. */
  hours: number;
  panelUrl: string;
}

/** The owner's one reminder for a request still New 20 hours after it arrived. */
export default function OverdueReminder({ name, service, submitted, hours, panelUrl }: OverdueReminderProps) {
  return (
    <EmailLayout preview={`${name} has waited ${hours} hours for an answer`} footer={false}>
      <Text style={textStyle}>
        {name} asked for a quote ({service}) {hours} hours ago, on {submitted}, and has not been answered yet.
      </Text>
      <Text style={textStyle}>The website promises free quotes within 24 hours. Reply, or set the request to Contacted once you have called.</Text>
      <Text style={textStyle}>
        Open the admin panel: <Link href={panelUrl}>{panelUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

OverdueReminder.PreviewProps = {
  name: "Jane Citizen",
  service: "Exterior Painting",
  submitted: "Wednesday 25 November 2026 at 9:41 am (Sydney)",
  hours: 20,
  panelUrl: "http://localhost:3000/admin-pwa",
} satisfies OverdueReminderProps;
