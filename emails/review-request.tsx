import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface ReviewRequestProps {
  /** "Hi Jane," or "Hi there," (lib/leads/model/confirmation.ts decides, as for the confirmation). */
  greeting: string;
  /** GOOGLE_REVIEW_URL: the business's "write a review" page on Google. */
  reviewUrl: string;
  /** "Stop these e-mails" (lib/mail/unsubscribe.ts): a review request is a commercial message (Spam Act 2003 s18). */
  unsubscribeUrl: string;
}

/** A won customer's thank-you, asking for a Google review: our text and the link, nothing else. */
export default function ReviewRequest({ greeting, reviewUrl, unsubscribeUrl }: ReviewRequestProps) {
  return (
    <EmailLayout preview={`Thank you for choosing ${business.name}`}>
      <Text style={textStyle}>{greeting}</Text>
      <Text style={textStyle}>Thank you for choosing {business.name}. We hope you are enjoying the fresh paint.</Text>
      <Text style={textStyle}>
        If you were happy with our work, a short review on Google would mean a lot to a small local business, and helps your neighbours
        find a painter they can trust. It takes a minute:
      </Text>
      <Button href={reviewUrl} style={{ backgroundColor: "#1d4ed8", borderRadius: "6px", color: "#ffffff", fontSize: "15px", padding: "12px 20px" }}>
        Leave a Google review
      </Button>
      <Text style={{ ...textStyle, margin: "16px 0 0" }}>
        Anything we could have done better? Just reply to this e-mail or call us on {business.phone}.
      </Text>
      <Text style={{ ...textStyle, color: "#475569", fontSize: "13px", margin: "16px 0 0" }}>
        Don&apos;t want e-mails like this? <Link href={unsubscribeUrl}>Stop these e-mails</Link>.
      </Text>
    </EmailLayout>
  );
}

ReviewRequest.PreviewProps = {
  greeting: "Hi Jane,",
  reviewUrl: "https://g.page/r/example/review",
  unsubscribeUrl: "https://www.orbitpainting.com.au/unsubscribe/example",
} satisfies ReviewRequestProps;
