import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface SignInCodeProps {
  code: string;
  /** When it expires, Sydney clock time. */
  until: string;
  ip: string;
  userAgent: string;
}

/** The admin's sign-in code, and who asked for it (the owner can spot a stranger). */
export default function SignInCode({ code, until, ip, userAgent }: SignInCodeProps) {
  return (
    <EmailLayout preview={`Your ${business.name} admin sign-in code`} footer={false}>
      <Text style={{ ...textStyle, lineHeight: "40px" }}>
        Your {business.name} admin sign-in code is{" "}
        <strong style={{ fontSize: "28px", letterSpacing: "6px", fontFamily: "monospace", whiteSpace: "nowrap" }}>{code}</strong>.
      </Text>
      <Text style={textStyle}>It expires in 10 minutes (at {until} Sydney time) and works once.</Text>
      <Text style={textStyle}>
        Requested from {ip} ({userAgent}).
      </Text>
      <Text style={textStyle}>
        If you did not just sign in, someone knows the admin password: change <code>ADMIN_PASSWORD</code> now.
      </Text>
    </EmailLayout>
  );
}

SignInCode.PreviewProps = { code: "123456", until: "9:51 am", ip: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone)" } satisfies SignInCodeProps;
