import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface VisitReminderProps {
  greeting: string;
  /** "Tue 6 Oct, 9:15 am to 10:00 am" (Sydney). */
  when: string;
  where: string;
  bookingUrl: string;
}

/** The customer's reminder, a day before the visit (sent only while the visit still stands at that time). */
export default function VisitReminder({ greeting, when, where, bookingUrl }: VisitReminderProps) {
  return (
    <EmailLayout preview={`See you tomorrow: ${when}`}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>{"A reminder: we're coming to see the job tomorrow for your free measure-up."}</Text>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>When:</strong> {when} (Sydney time)
      </Text>
      <Text style={textStyle}>
        <strong>Where:</strong> {where}
      </Text>
      <Text style={textStyle}>If the time no longer suits you, change it or cancel here:</Text>
      <Button href={bookingUrl} style={{ backgroundColor: "#1d4ed8", borderRadius: "6px", color: "#ffffff", fontSize: "15px", padding: "12px 20px" }}>
        Change or cancel the visit
      </Button>
      <Text style={{ ...textStyle, margin: "16px 0 0" }}>
        Questions? Call us on <Link href={business.phoneHref}>{business.phone}</Link>.
      </Text>
    </EmailLayout>
  );
}

VisitReminder.PreviewProps = {
  greeting: "Hi Jane,",
  when: "Tue 8 Dec, 9:15 am to 10:00 am",
  where: "12 Smith Street, Parramatta NSW 2150",
  bookingUrl: "http://localhost:3000/book/example-token",
} satisfies VisitReminderProps;
