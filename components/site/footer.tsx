import { business } from "@/lib/business";
import { FooterColumns } from "./footer-columns";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <FooterColumns />
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          &copy; {year} {business.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
