"use client";

import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { headerLinks } from "@/lib/business";

/**
 * The phone menu. A <details> element opens and closes without JavaScript; once hydrated,
 * choosing a link, pressing Escape or clicking outside closes it.
 */
export function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.open) {
        close();
        details.current.querySelector("summary")?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={details} className="group md:hidden" data-testid="mobile-menu">
      <summary
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
        aria-label="Menu"
      >
        <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {headerLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="/estimate" onClick={close} className="mt-3 block rounded-md border border-brand-700 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-brand-50">
          Instant Estimate
        </a>
        <a
          href="/#contact"
          onClick={close}
          className="mt-3 block rounded-md bg-accent-600 px-4 py-3 text-center font-semibold text-white hover:bg-accent-700"
        >
          Get a Quote
        </a>
      </nav>
    </details>
  );
}
