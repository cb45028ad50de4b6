"use client";

import { CalendarClock, MapPin, Phone, Settings } from "lucide-react";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { agendaQuery } from "./visit-queries";
import { telHref } from "@/lib/phone";
import { sydneyTime } from "@/lib/sydney-time";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import type { AgendaVisit } from "@/lib/visits/services/agenda";
import { buttonStyles } from "./admin-styles";
import { FoldingPanel } from "./folding-panel";
import { LeadPhotos } from "./lead-photos";

const texts = visitAdminTexts.agenda;

// The settings (a long form, the feed) load only when the owner opens them: the panel's first load stays small.
const VisitSettingsDialog = dynamic(() => import("./visit-settings-dialog").then((module) => module.VisitSettingsDialog), { ssr: false });

/**
 * The owner's week: today and the next 7 days of booked visits, by day, each with its time, the
 * lead, the address as a maps link and the lead's photos; and the way into the visiting hours and
 * the calendar feed. Folded on a phone with the count in its summary, open on a wider screen.
 */
export function VisitsAgenda() {
  const { data, isError } = useQuery(agendaQuery());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const days = groupByDay(data?.data ?? []);
  return (
    <FoldingPanel icon={CalendarClock} heading={texts.heading} headline={data && <span className="text-xs text-slate-700">{texts.headline(data.data.length)}</span>}>
      {isError || data === null ? (
        <p className="text-sm text-red-800">{texts.error}</p>
      ) : !data ? (
        <p className="text-sm text-slate-700">{texts.loading}</p>
      ) : days.length === 0 ? (
        <p className="py-2 text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <ol aria-label={texts.heading} className="flex flex-col gap-4">
          {days.map((day) => (
            <li key={day.key}>
              <h2 className="text-sm font-semibold text-slate-800">{day.label}</h2>
              <ul className="mt-2 flex flex-col gap-2">
                {day.visits.map((visit) => (
                  <li key={visit.id}>
                    <AgendaItem visit={visit} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => setSettingsOpen(true)}>
        <Settings className="h-4 w-4" aria-hidden="true" />
        {texts.settings}
      </button>
      {settingsOpen && <VisitSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </FoldingPanel>
  );
}

function AgendaItem({ visit }: { visit: AgendaVisit }) {
  const time = `${sydneyTime(visit.start, "clock")} – ${sydneyTime(visit.end, "clock")}`;
  return (
    // A list item, not an article: the page's articles are its leads.
    <div data-testid="agenda-visit" className="rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <time dateTime={visit.start} className="font-semibold text-brand-950 tabular-nums">
          {time}
        </time>
        <span className="font-semibold text-slate-900">{visit.lead.name}</span>
        <span className="font-mono text-xs text-slate-600">#{visit.lead.id}</span>
      </p>
      <a href={visit.mapsUrl} target="_blank" rel="noreferrer" className="mt-1 flex items-start gap-1.5 text-sm text-brand-700 underline-offset-2 hover:underline">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {visit.address}
          <span className="sr-only"> {texts.openMap}</span>
        </span>
      </a>
      {visit.outsideNsw && <p className="mt-1 text-xs font-semibold text-amber-900">{texts.outsideNsw}</p>}
      <a href={telHref(visit.lead.phone)} className="mt-1 flex items-center gap-1.5 text-sm text-brand-700 underline-offset-2 hover:underline">
        <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{texts.call(visit.lead.name)}: </span>
        {visit.lead.phone}
      </a>
      <LeadPhotos leadId={visit.lead.id} count={visit.lead.photoCount} name={visit.lead.name} />
    </div>
  );
}

/** The visits by Sydney day, in order, named Today, Tomorrow or by date. */
function groupByDay(visits: AgendaVisit[]) {
  // The API's times carry Sydney's offset, so their first ten characters are the Sydney day.
  const dayOf = (iso: string) => iso.slice(0, 10);
  const today = sydneyTime(new Date(), "isoDay");
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const days: { key: string; label: string; visits: AgendaVisit[] }[] = [];
  for (const visit of visits) {
    const key = dayOf(visit.start);
    let day = days.at(-1);
    if (day?.key !== key) {
      const label = key === today ? texts.today : key === tomorrow ? texts.tomorrow : new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${key}T00:00:00Z`));
      day = { key, label, visits: [] };
      days.push(day);
    }
    day.visits.push(visit);
  }
  return days;
}
