import { Text } from "@react-email/text";
import { business } from "@/lib/business";
import { EmailLayout, textStyle } from "./parts/layout";

export interface SignInBlockedProps {
  /** What reached its ceiling: wrong passwords (from any address) or wrong codes. */
  reason: "passwords" | "codes";
  failures: number;
  /** The address of the last wrong try. */
  lastFrom: string;
}

/** To the owner when the admin account's sign-in is blocked, so a guessing attack never goes unseen. */
export default function SignInBlocked({ reason, failures, lastFrom }: SignInBlockedProps) {
  return (
    <EmailLayout preview={`${business.name} admin sign-in blocked`} footer={false}>
      {reason === "passwords" ? (
        <>
          <Text style={textStyle}>
            The admin account has had {failures} wrong passwords since its last successful sign-in, from one or more addresses
            (the last from {lastFrom}).
          </Text>
          <Text style={textStyle}>Password sign-ins to it are refused for the next hour, yours too; codes already sent still work.</Text>
          <Text style={textStyle}>
            If these were not your own typos, someone is guessing the admin password: choose a long, unique <code>ADMIN_PASSWORD</code>.
          </Text>
        </>
      ) : (
        <>
          <Text style={textStyle}>
            Someone entered {failures} wrong sign-in codes for the admin account (the last from {lastFrom}).
          </Text>
          <Text style={textStyle}>Every pending sign-in was cancelled, and new ones are refused for 24 hours, yours too.</Text>
          <Text style={textStyle}>
            Whoever entered them knew the admin password: change <code>ADMIN_PASSWORD</code> now.
          </Text>
        </>
      )}
    </EmailLayout>
  );
}

SignInBlocked.PreviewProps = { reason: "passwords", failures: 20, lastFrom: "203.0.113.7" } satisfies SignInBlockedProps;
