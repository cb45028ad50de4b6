import { headerLinks } from "@/lib/business";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <a href="/" aria-label="Orbit Painting home" className="rounded-md">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href="/estimate" className="hidden rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-900 sm:inline-block">
            Instant Estimate
          </a>
          <a
            href="/#contact"
            className="hidden rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-accent-700 sm:inline-block"
          >
            Get a Quote
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
