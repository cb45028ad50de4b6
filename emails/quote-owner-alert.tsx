import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, Paragraphs, textStyle } from "./parts/layout";

export interface QuoteOwnerAlertProps {
  /** One line saying what happened: "Jane Citizen accepted quote Q-0001." */
  headline: string;
  fields: [string, string][];
  /** The customer's own words (a question, a reason), shown as typed. */
  message: { label: string; text: string } | null;
  panelUrl: string;
  /** Null when there is no customer to reply to (a payment whose request was deleted). */
  customerEmail: string | null;
}

/** The owner's alert about a quote: accepted, declined, or a question. */
export default function QuoteOwnerAlert({ headline, fields, message, panelUrl, customerEmail }: QuoteOwnerAlertProps) {
  return (
    <EmailLayout preview={headline} footer={false}>
      <Text style={textStyle}>
        <strong>{headline}</strong>
      </Text>
      {fields.map(([label, value]) => (
        <Text key={label} style={{ ...textStyle, margin: "0 0 4px" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
      {message && (
        <>
          <Text style={{ ...textStyle, margin: "16px 0 8px" }}>
            <strong>{message.label}:</strong>
          </Text>
          <Paragraphs text={message.text} />
        </>
      )}
      <Text style={{ ...textStyle, margin: "16px 0 0" }}>
        Open the admin panel: <Link href={panelUrl}>{panelUrl}</Link>
        {customerEmail ? (
          <>
            <br />
            Reply to the customer: <Link href={`mailto:${customerEmail}`}>{customerEmail}</Link>
          </>
        ) : null}
      </Text>
    </EmailLayout>
  );
}

QuoteOwnerAlert.PreviewProps = {
  headline: "Jane Citizen asked a question about quote Q-0042.",
  fields: [
    ["Customer", "Jane Citizen"],
    ["Quote", "Q-0042, $12,345.67 incl GST"],
  ],
  message: { label: "Question", text: "Can you start in the second week of January?" },
  panelUrl: "http://localhost:3000/admin-pwa",
  customerEmail: "jane@example.com",
} satisfies QuoteOwnerAlertProps;
