import { business } from "@/lib/business";
import { privacyLink } from "@/lib/privacy-link";
import { FooterColumns } from "./footer-columns";

export function Footer() {
  // The year the page was rendered: the build's, on the pages prerendered once (lib/security/static-pages.ts).
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <FooterColumns />
      <div className="border-t border-white/10">
        <p className="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-2 px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          <span>
            &copy; {year} {business.name}. All rights reserved.
          </span>
          <a href={privacyLink.href} className="underline-offset-4 hover:text-white hover:underline">
            {privacyLink.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
