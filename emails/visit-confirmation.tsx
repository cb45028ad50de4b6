import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface VisitConfirmationProps {
  /** "Hi Jane," or "Hi there," (lib/leads/model/confirmation.ts decides, as for the request's confirmation). */
  greeting: string;
  change: "booked" | "moved" | "cancelled";
  /** "Tue 6 Oct, 9:15 am to 10:00 am" (Sydney). */
  when: string;
  /** A move's earlier time. */
  was?: string;
  /** "12 Smith Street, Parramatta NSW 2150" */
  where: string;
  /** The postcode is outside NSW: we check before coming. */
  outsideNsw: boolean;
  /** The booking page: change the time, cancel, or book again. */
  bookingUrl: string;
}

const lead = {
  booked: "Your free measure-up is booked.",
  moved: "Your free measure-up has moved to a new time.",
  cancelled: "Your measure-up is cancelled, as you asked.",
} as const;

/**
 * The customer's e-mail for each change of their visit, with the calendar invite attached (a
 * request to book or move, a cancellation to cancel). Nothing in it is typed by the visitor but
 * the address of their own visit and a plain first name.
 */
export default function VisitConfirmation({ greeting, change, when, was, where, outsideNsw, bookingUrl }: VisitConfirmationProps) {
  const cancelled = change === "cancelled";
  return (
    <EmailLayout preview={`${lead[change]} ${when}`}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>{lead[change]}</Text>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>{cancelled ? "Was:" : "When:"}</strong> {when} (Sydney time)
      </Text>
      {was && (
        <Text style={{ ...textStyle, margin: "0 0 4px" }}>
          <strong>Before:</strong> {was}
        </Text>
      )}
      <Text style={textStyle}>
        <strong>Where:</strong> {where}
      </Text>
      {outsideNsw && !cancelled && <Text style={textStyle}>{"That postcode is outside NSW: we'll call you to check we can come before the visit."}</Text>}
      {cancelled ? (
        <Text style={textStyle}>{"The attached calendar file removes it from your calendar. If you'd like us to come another time, book one here:"}</Text>
      ) : (
        <Text style={textStyle}>
          {"We'll look at the job, measure up and talk it through with you, then send you a free written quote. The attached calendar file adds the visit to your calendar. Need another time? Change it or cancel here:"}
        </Text>
      )}
      <Button href={bookingUrl} style={{ backgroundColor: "#1d4ed8", borderRadius: "6px", color: "#ffffff", fontSize: "15px", padding: "12px 20px" }}>
        {cancelled ? "Book another time" : "Change or cancel the visit"}
      </Button>
      <Text style={{ ...textStyle, margin: "16px 0 0" }}>
        Questions? Call us on <Link href={business.phoneHref}>{business.phone}</Link>.
      </Text>
    </EmailLayout>
  );
}

VisitConfirmation.PreviewProps = {
  greeting: "Hi Jane,",
  change: "moved",
  when: "Tue 8 Dec, 9:15 am to 10:00 am",
  was: "Mon 7 Dec, 8:00 am to 8:45 am",
  where: "12 Smith Street, Parramatta NSW 2150",
  outsideNsw: false,
  bookingUrl: "http://localhost:3000/book/example-token",
} satisfies VisitConfirmationProps;
