import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { business } from "@/lib/business";

export const textStyle = { fontSize: "15px", lineHeight: "22px", color: "#1e293b", margin: "0 0 12px" } as const;

/** The frame every message shares: preview line, white card, and on the customer's the business's details. */
export function EmailLayout({ preview, children, footer = true }: { preview: string; children: ReactNode; footer?: boolean }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "560px", padding: "24px" }}>
          {children}
          {footer && (
            <Section>
              <Hr style={{ borderColor: "#e2e8f0", margin: "20px 0" }} />
              <Text style={{ ...textStyle, color: "#475569", fontSize: "13px", lineHeight: "20px", margin: 0 }}>
                {business.name}
                <br />
                {business.licence}
                <br />
                {business.phone} · {business.email}
                <br />
                {business.websiteDisplay}
              </Text>
            </Section>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** Text as typed: blank lines make paragraphs, single line breaks stay line breaks. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => (
    <Text key={index} style={textStyle}>
      {paragraph.split("\n").map((line, lineIndex) => (
        <span key={lineIndex}>
          {lineIndex > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  ));
}
