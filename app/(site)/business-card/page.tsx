import type { Metadata } from "next";
import { BusinessCardDesigner } from "@/components/tools/business-card-designer";
import { ToolPage } from "@/components/tools/tool-page";
import { business } from "@/lib/business";

export const metadata: Metadata = {
  title: "Business Card",
  description: `The ${business.name} business card, front and back (90 mm x 50 mm): download it as an image or send it by e-mail.`,
  alternates: { canonical: "/business-card" },
};

export default function BusinessCardPage() {
  return (
    <ToolPage
      title={`${business.name} Business Card`}
      intro="Our card at its real proportions, 90 mm x 50 mm. Download either side as a high-resolution image, or send both to your printer by e-mail."
      width="wide"
    >
      <BusinessCardDesigner />
    </ToolPage>
  );
}
