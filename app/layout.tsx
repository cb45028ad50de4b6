import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { business } from "@/lib/business";
import { siteUrl } from "@/lib/site-url";
import { inter, outfit } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${business.name} | Licensed Painters in Sydney & NSW`,
    template: `%s | ${business.name}`,
  },
  description: `${business.name}: licensed painting and decorating contractors serving Sydney and regional NSW. ${business.quotePromise}.`,
  applicationName: business.name,
};

export const viewport: Viewport = {
  themeColor: "#0f2b46",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU" className={`${inter.variable} ${outfit.variable}`}>
      <body>
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
