import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import type { ConfirmationContent } from "@/lib/leads/model/confirmation";
import { bookingTexts } from "@/lib/visits/model/booking-texts";
import { EmailLayout, textStyle } from "./parts/layout";

export type CustomerConfirmationProps = ConfirmationContent & {
  /** The lead's booking page: the customer picks the time of the free measure-up themselves. */
  bookingUrl?: string;
};

/**
 * The customer's confirmation: thanks, what happens next, the phone number. What it says comes
 * from lib/leads/model/confirmation.ts (nothing the visitor typed but a plain first name).
 */
export default function CustomerConfirmation({ subject, greeting, thanks, nextSteps, bookingUrl }: CustomerConfirmationProps) {
  return (
    <EmailLayout preview={subject}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>{thanks}</Text>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>What happens next:</strong>
      </Text>
      <ul style={{ ...textStyle, paddingLeft: "20px" }}>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {bookingUrl && (
        <>
          <Text style={textStyle}>{bookingTexts.bookInvite}</Text>
          <Button href={bookingUrl} style={{ backgroundColor: "#1d4ed8", borderRadius: "6px", color: "#ffffff", fontSize: "15px", padding: "12px 20px" }}>
            {bookingTexts.bookCall}
          </Button>
        </>
      )}
      <Text style={{ ...textStyle, margin: "16px 0 12px" }}>
        Need us sooner? Call <Link href={business.phoneHref}>{business.phone}</Link>.
      </Text>
    </EmailLayout>
  );
}

CustomerConfirmation.PreviewProps = {
  subject: `We've received your quote request - ${business.name}`,
  greeting: "Hi Jane,",
  thanks: `Thank you for asking ${business.name} for a quote for exterior painting.`,
  nextSteps: [
    "We'll contact you within 24 hours, 7 days a week, to talk about your project.",
    "If it helps, we'll arrange a time to see the job and give you a free written quote.",
  ],
  bookingUrl: "http://localhost:3000/book/example-token",
} satisfies CustomerConfirmationProps;
