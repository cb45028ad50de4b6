"use client";

import { MapPin } from "lucide-react";
import { reasons, serviceAreas, services } from "@/lib/landing-content";
import { BusinessIcon } from "./icons";

/*
 * The landing page's data-driven lists (services, reasons, areas). They are client components
 * only so that React does not repeat their markup in the page's hydration data: their HTML is
 * rendered at build like the rest, and the data they read (lib/landing-content.ts) is already in
 * the page's script for the testimonials and the gallery. Keeps the HTML within its
 * size budget (docs/performance.md); they take no props and have no state.
 */

export function ServiceCards() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
            <BusinessIcon name={service.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
          <p className="mt-2 text-slate-600">{service.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function ReasonCards() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map((reason) => (
        <li key={reason.id} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-accent-600 text-white">
            <BusinessIcon name={reason.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">{reason.title}</h3>
          <p className="mt-2 text-brand-100">{reason.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function AreaCards() {
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {serviceAreas.map((area) => (
        <li key={area.id} className="rounded-xl border border-slate-200 p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <MapPin aria-hidden="true" className="size-5 text-accent-600" />
            {area.name}
          </h3>
          <p className="mt-2 text-slate-600">{area.suburbs.join(", ")}</p>
        </li>
      ))}
    </ul>
  );
}
