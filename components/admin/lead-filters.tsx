"use client";

import { Download, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { quoteServiceOptions } from "@/lib/business";
import { SEARCH_MAX_LENGTH, type ServiceFilter } from "@/lib/leads/model/admin-input-rules";
import { buttonStyles } from "./admin-styles";
import type { LeadFilters } from "@/lib/client/admin-queries";

/**
 * Search (name, e-mail or phone), the service filter and the CSV export of the current view.
 * Typing is debounced, so the list is asked once the owner pauses.
 */
export function LeadFilterBar({
  filters,
  onChange,
  exportHref,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  exportHref: string;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q);

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-700">
          Search
        </label>
        <div className="relative mt-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail or phone"
            onChange={(event) => setText(event.target.value)}
            className="min-h-10 w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm"
          />
        </div>
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${id}-service`} className="block text-sm font-medium text-slate-700">
          Service
        </label>
        <select
          id={`${id}-service`}
          value={filters.service}
          onChange={(event) => onChange({ ...filters, service: event.target.value as ServiceFilter | "" })}
          className="mt-1 min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">All services</option>
          {quoteServiceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value="none">Not specified</option>
        </select>
      </div>
      <a href={exportHref} download className={buttonStyles.secondary}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Export CSV
      </a>
    </div>
  );
}
