import type { Metadata } from "next";
import { BusinessCardDesigner } from "@/components/tools/business-card-designer";
import { business } from "@/lib/business";

export const metadata: Metadata = {
  title: `Business Card | ${business.name}`,
  description: `The ${business.name} business card, front and back (90 mm x 50 mm): download it as an image or send it by e-mail.`,
  alternates: { canonical: "/business-card" },
};

export default function BusinessCardPage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{business.name} Business Card</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Our card at its real proportions, 90 mm x 50 mm. Download either side as a high-resolution image, or send both to your printer by e-mail.
        </p>
        <div className="mt-8">
          <BusinessCardDesigner />
        </div>
      </div>
    </section>
  );
}
