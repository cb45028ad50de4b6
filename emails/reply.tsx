import { EmailLayout, Paragraphs } from "./parts/layout";

export interface ReplyProps {
  /** The owner's message as typed in the Reply dialog (it carries its own sign-off). */
  message: string;
}

/** The owner's reply to a customer: his words, nothing added. */
export default function Reply({ message }: ReplyProps) {
  return (
    <EmailLayout preview={message.split("\n")[0] ?? ""} footer={false}>
      <Paragraphs text={message} />
    </EmailLayout>
  );
}

Reply.PreviewProps = {
  message: "Hi Jane,\n\nThank you for your quote request with Orbit Painting.\n\nKind regards,\nOrbit Painting",
} satisfies ReplyProps;
