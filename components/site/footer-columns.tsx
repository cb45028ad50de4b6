"use client";

import { Clock, Mail, Phone } from "lucide-react";
import { business, businessHours, footerLinks, serviceNames } from "@/lib/business";
import { LogoMark } from "./logo";

/**
 * The footer's four columns. A client component only so that React does not repeat their markup
 * in every page's hydration data (as landing/landing-lists.tsx): their HTML is rendered on the
 * server like the rest and the data they read is already in the pages' script. No props, no state.
 */
export function FooterColumns() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
      <div>
        <div className="flex items-center gap-2.5">
          <LogoMark />
          <span className="font-display text-xl font-bold text-white">{business.name}</span>
        </div>
        <p className="mt-4 text-sm leading-6">{business.blurb}</p>
        <p className="mt-3 text-sm text-slate-400">{business.licence}</p>
      </div>
      <nav aria-labelledby="footer-quick-links">
        <h2 id="footer-quick-links" className="font-display text-base font-semibold text-white">
          Quick Links
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {footerLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="font-display text-base font-semibold text-white">Services</h2>
        <ul className="mt-4 space-y-2 text-sm">
          {serviceNames.map((service) => (
            <li key={service.id}>{service.title}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="font-display text-base font-semibold text-white">Contact</h2>
        <ul className="mt-4 space-y-3 text-sm">
          <li>
            <a href={business.phoneHref} className="flex items-center gap-2 hover:text-white">
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {business.phone}
            </a>
          </li>
          <li>
            <a href={business.emailHref} className="flex items-center gap-2 break-all hover:text-white">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {business.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
            {businessHours.short}
          </li>
        </ul>
      </div>
    </div>
  );
}
