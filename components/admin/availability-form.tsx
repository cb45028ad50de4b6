"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ApiError, apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { agendaKey } from "@/lib/client/admin-queries";
import { availabilityKey, type AvailabilityAnswer } from "./visit-queries";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import type { Blocked, HoursInterval } from "@/lib/visits/model/availability-schema";
import { buttonStyles } from "./admin-styles";

const texts = visitAdminTexts.settings;
const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

// Monday first, as the owner's week reads; the keys are the schema's.
const week = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;
type DayKey = (typeof week)[number][0];

const numbers = [
  ["visitMinutes", texts.visitMinutes, 5],
  ["bufferMinutes", texts.bufferMinutes, 5],
  ["minNoticeHours", texts.minNoticeHours, 1],
  ["bookingWindowDays", texts.bookingWindowDays, 1],
  ["maxVisitsPerDay", texts.maxVisitsPerDay, 1],
] as const;
type NumberKey = (typeof numbers)[number][0];

/** Inputs hold text; the schema takes numbers. An empty or odd entry goes as typed, for the server's 400 to name. */
const asNumber = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/**
 * The owner's availability as a form: weekly hours (several stretches a day), the visit's
 * length, buffer, notice, window and daily cap, blocked days and times, and the NSW public
 * holidays to open. Sent whole to PUT /api/admin/availability, which checks it with the same
 * schema as everywhere else and answers its first problem.
 */
export function AvailabilityForm({ initial }: { initial: AvailabilityAnswer }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<Record<DayKey, HoursInterval[]>>(initial.settings.weeklyHours);
  const [counts, setCounts] = useState<Record<NumberKey, string>>(() => Object.fromEntries(numbers.map(([key]) => [key, String(initial.settings[key])])) as Record<NumberKey, string>);
  const [blocked, setBlocked] = useState<Blocked[]>(initial.settings.blocked);
  const [opened, setOpened] = useState<string[]>(initial.settings.openedHolidays);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      apiRequest<AvailabilityAnswer>("PUT", "/api/admin/availability", {
        weeklyHours: hours,
        ...Object.fromEntries(numbers.map(([key]) => [key, asNumber(counts[key])])),
        blocked: blocked.map((entry) => ({ ...entry, label: entry.label?.trim() || undefined })),
        openedHolidays: opened,
        slotStepMinutes: initial.settings.slotStepMinutes,
      }),
    onSuccess: (answer) => {
      setProblem(null);
      queryClient.setQueryData(availabilityKey, answer);
      void queryClient.invalidateQueries({ queryKey: agendaKey });
      toast.success(texts.savedTitle, { description: texts.saved });
    },
    onError: (error) => {
      const message = messageOf(error, texts.failed);
      setProblem(error instanceof ApiError && error.status === 400 ? message : null);
      toast.error(texts.failedTitle, { description: message });
    },
  });

  const setInterval = (day: DayKey, index: number, change: Partial<HoursInterval>) =>
    setHours((current) => ({ ...current, [day]: current[day].map((interval, i) => (i === index ? { ...interval, ...change } : interval)) }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      noValidate
      className="flex flex-col gap-6"
    >
      <fieldset>
        <legend className="font-semibold text-brand-950">{texts.weekly}</legend>
        <div className="mt-2 flex flex-col gap-3">
          {week.map(([key, name]) => (
            <div key={key} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    checked={hours[key].length > 0}
                    onChange={(event) => setHours((current) => ({ ...current, [key]: event.target.checked ? [{ start: "08:00", end: "16:00" }] : [] }))}
                    className="h-4 w-4 accent-brand-700"
                    aria-label={texts.open(name)}
                  />
                  {name}
                </label>
                {hours[key].length > 0 && hours[key].length < 4 && (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => setHours((current) => ({ ...current, [key]: [...current[key], { start: "13:00", end: "16:00" }] }))}
                    aria-label={`${texts.addHours}: ${name}`}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    {texts.addHours}
                  </button>
                )}
              </div>
              {hours[key].map((interval, index) => (
                <div key={index} className="mt-2 flex items-end gap-2">
                  <label className="flex-1 text-xs text-slate-700">
                    {texts.from}
                    <input type="time" value={interval.start} onChange={(event) => setInterval(key, index, { start: event.target.value })} className={field} aria-label={`${name} ${texts.from} ${index + 1}`} />
                  </label>
                  <label className="flex-1 text-xs text-slate-700">
                    {texts.to}
                    <input type="time" value={interval.end} onChange={(event) => setInterval(key, index, { end: event.target.value })} className={field} aria-label={`${name} ${texts.to} ${index + 1}`} />
                  </label>
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() => setHours((current) => ({ ...current, [key]: current[key].filter((_, i) => i !== index) }))}
                    aria-label={`${texts.removeHours}: ${name} ${interval.start}-${interval.end}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              ))}
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        {numbers.map(([key, label, step]) => (
          <label key={key} className="text-sm font-medium text-slate-800">
            {label}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={step}
              value={counts[key]}
              onChange={(event) => setCounts((current) => ({ ...current, [key]: event.target.value }))}
              className={field}
            />
          </label>
        ))}
      </div>

      <fieldset>
        <legend className="font-semibold text-brand-950">{texts.blocked}</legend>
        <p className="text-sm text-slate-600">{texts.blockedHint}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {blocked.map((entry, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <BlockedFields
                entry={entry}
                onChange={(next) => setBlocked((current) => current.map((item, i) => (i === index ? next : item)))}
                onRemove={() => setBlocked((current) => current.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setBlocked((current) => [...current, { kind: "days", from: today(), to: today() }])}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.addDays}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setBlocked((current) => [...current, { kind: "period", from: `${today()}T12:00`, to: `${today()}T14:00` }])}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.addPeriod}
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-brand-950">{texts.holidays}</legend>
        <p className="text-sm text-slate-600">{texts.holidaysHint}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {initial.holidays.map((holiday) => (
            <li key={holiday.day}>
              <label className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  checked={opened.includes(holiday.day)}
                  onChange={(event) => setOpened((current) => (event.target.checked ? [...current, holiday.day].sort() : current.filter((day) => day !== holiday.day)))}
                  className="h-4 w-4 accent-brand-700"
                  aria-label={texts.openHoliday(holiday.name, holiday.day)}
                />
                <span>
                  {holiday.name} <span className="text-slate-600">({holiday.day})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {problem && (
        <p id={`${id}-problem`} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}

function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
}

function BlockedFields({ entry, onChange, onRemove }: { entry: Blocked; onChange: (entry: Blocked) => void; onRemove: () => void }) {
  const days = entry.kind === "days";
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs text-slate-700">
          {days ? texts.firstDay : texts.fromTime}
          <input type={days ? "date" : "datetime-local"} value={entry.from} onChange={(event) => onChange({ ...entry, from: event.target.value })} className={field} />
        </label>
        <label className="text-xs text-slate-700">
          {days ? texts.lastDay : texts.toTime}
          <input type={days ? "date" : "datetime-local"} value={entry.to} onChange={(event) => onChange({ ...entry, to: event.target.value })} className={field} />
        </label>
      </div>
      <div className="flex items-end gap-2">
        <label className="flex-1 text-xs text-slate-700">
          {texts.label}
          <input value={entry.label ?? ""} maxLength={80} onChange={(event) => onChange({ ...entry, label: event.target.value })} className={field} />
        </label>
        <button type="button" className={buttonStyles.ghost} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {texts.remove}
        </button>
      </div>
    </div>
  );
}
