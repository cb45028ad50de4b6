import type { Metadata } from "next";
import { QrCodeTool } from "@/components/tools/qr-code-tool";
import { business } from "@/lib/business";

export const metadata: Metadata = {
  title: `QR Code | ${business.name}`,
  description: `Scan to open the ${business.name} website, or make a QR code for any link. Download it as an SVG for print.`,
  alternates: { canonical: "/qrcode" },
};

export default function QrCodePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{business.name} QR Code</h1>
        <p className="mt-4 text-lg text-slate-700">
          Scan the code with your phone&apos;s camera to open our website. You can also make a code for any link and download it for print.
        </p>
        <div className="mt-8">
          <QrCodeTool />
        </div>
      </div>
    </section>
  );
}
