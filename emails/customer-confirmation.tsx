import { Link, Text } from "@react-email/components";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface CustomerConfirmationProps {
  name: string;
  /** The service's label in lower case, when the customer chose one. */
  service: string | null;
}

/** The customer's confirmation: thanks, what happens next, the phone number. */
export default function CustomerConfirmation({ name, service }: CustomerConfirmationProps) {
  return (
    <EmailLayout preview={`We've received your quote request - ${business.name}`}>
      <Text style={textStyle}>Hi {name},</Text>
      <Text style={textStyle}>
        Thank you for asking {business.name} for a quote{service ? ` for ${service}` : ""}.
      </Text>
      <Text style={{ ...textStyle, margin: "0 0 4px" }}>
        <strong>What happens next:</strong>
      </Text>
      <ul style={{ ...textStyle, paddingLeft: "20px" }}>
        <li>We&apos;ll contact you within 24 hours, 7 days a week, to talk about your project.</li>
        <li>If it helps, we&apos;ll arrange a time to see the job and give you a free written quote.</li>
      </ul>
      <Text style={textStyle}>
        Need us sooner? Call <Link href={business.phoneHref}>{business.phone}</Link>.
      </Text>
    </EmailLayout>
  );
}

CustomerConfirmation.PreviewProps = { name: "Jane Citizen", service: "exterior painting" } satisfies CustomerConfirmationProps;
