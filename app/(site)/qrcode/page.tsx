import type { Metadata } from "next";
import { QrCodeTool } from "@/components/tools/qr-code-tool";
import { ToolPage } from "@/components/tools/tool-page";
import { business } from "@/lib/business";

export const metadata: Metadata = {
  title: "QR Code",
  description: `Scan to open the ${business.name} website, or make a QR code for any link. Download it as an SVG for print.`,
  alternates: { canonical: "/qrcode" },
};

export default function QrCodePage() {
  return (
    <ToolPage
      title={`${business.name} QR Code`}
      intro="Scan the code with your phone's camera to open our website. You can also make a code for any link and download it for print."
      width="narrow"
    >
      <QrCodeTool />
    </ToolPage>
  );
}
