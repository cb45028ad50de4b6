import { z } from "@/lib/zod";
import { isDay } from "./sydney-day";

/**
 * The owner's visiting availability: one schema for the admin form, its action and
 * `PUT /api/admin/availability`. Every field has a default and a limit, so `parse({})` is the
 * starting week and hostile input fails here (a 400) before anything uses it.
 */

const clock = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const interval = z
  .strictObject({
    start: z.string().regex(clock, "Use a 24-hour time like 08:00"),
    // "24:00" lets a day run to midnight.
    end: z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, "Use a 24-hour time like 16:00"),
  })
  .refine((i) => minutesOf(i.start) < minutesOf(i.end), { message: "Closing time must be after opening time", path: ["end"] });

export type HoursInterval = z.output<typeof interval>;

// Several intervals a day (a lunch break), in order and apart, so slots come out sorted.
const dayHours = z
  .array(interval)
  .max(4, "At most 4 intervals a day")
  .refine((list) => list.every((item, i) => i === 0 || minutesOf(list[i - 1]!.end) <= minutesOf(item.start)), "Intervals must be in order and not overlap");

/** Weekday keys in Date#getDay order (0 = Sunday). */
export const weekdayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

const weekday = [{ start: "08:00", end: "16:00" }];
const defaultWeek = { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [{ start: "08:00", end: "12:00" }], sun: [] };

const day = z.string().refine(isDay, "Use a date like 2026-12-24");
const dayTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/, "Use a date and time like 2026-12-24T13:00")
  .refine((value) => isDay(value.slice(0, 10)), "Use a real date");
// A label is read back in the admin; no control characters, short.
const label = z
  .string()
  .trim()
  .max(80)
  .regex(/^[^\p{Cc}]*$/u, "No control characters")
  .optional();
const yearMs = 366 * 86_400_000;
const spanMs = (from: string, to: string) => Date.parse(`${to}Z`) - Date.parse(`${from}Z`);

// Whole Sydney days, both ends included: a holiday week, a sick day.
const blockedDays = z
  .strictObject({ kind: z.literal("days"), from: day, to: day, label })
  .refine((b) => b.to >= b.from, { message: "The last day must not be before the first", path: ["to"] })
  .refine((b) => spanMs(b.from, b.to) <= yearMs, { message: "At most a year", path: ["to"] });

// Sydney wall-clock times, end excluded: "2026-10-07T10:00" to "2026-10-07T12:00".
const blockedPeriod = z
  .strictObject({ kind: z.literal("period"), from: dayTime, to: dayTime, label })
  .refine((b) => b.to > b.from, { message: "The end must be after the start", path: ["to"] })
  .refine((b) => spanMs(b.from, b.to) <= yearMs, { message: "At most a year", path: ["to"] });

export const blockedSchema = z.discriminatedUnion("kind", [blockedDays, blockedPeriod]);
export type Blocked = z.output<typeof blockedSchema>;

export const availabilitySchema = z.strictObject({
  weeklyHours: z.strictObject({ sun: dayHours, mon: dayHours, tue: dayHours, wed: dayHours, thu: dayHours, fri: dayHours, sat: dayHours }).default(defaultWeek),
  visitMinutes: z.number().int().min(15).max(240).multipleOf(5).default(45),
  /** Travel time after each visit; it may run past closing time, never into another visit. */
  bufferMinutes: z.number().int().min(0).max(180).multipleOf(5).default(30),
  minNoticeHours: z.number().int().min(0).max(168).default(24),
  /** The last bookable day is today (Sydney) plus this many days. */
  bookingWindowDays: z.number().int().min(1).max(90).default(21),
  maxVisitsPerDay: z.number().int().min(1).max(12).default(4),
  blocked: z.array(blockedSchema).max(100, "At most 100 blocked periods").default([]),
  /** NSW public holidays are closed; these dates are holidays the owner works anyway. */
  openedHolidays: z
    .array(day)
    .max(60)
    .default([])
    .transform((days) => [...new Set(days)].sort()),
  /** Minutes between offered start times; null = visit + buffer, so booked visits pack the day. */
  slotStepMinutes: z.number().int().min(5).max(240).multipleOf(5).nullable().default(null),
});

export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

export const defaultAvailability: Availability = availabilitySchema.parse({});

export const slotStepOf = (settings: Availability) => settings.slotStepMinutes ?? settings.visitMinutes + settings.bufferMinutes;

const settingNames = Object.keys(availabilitySchema.shape);

/**
 * `PUT /api/admin/availability` replaces the settings whole: every setting must be sent (GET gives
 * them all), so a body that forgot one is a 400, never a silent reset of it to its default.
 */
export const availabilityReplaceSchema = z
  .record(z.string(), z.unknown(), { error: "Send the settings as an object." })
  .refine((body) => settingNames.every((name) => name in body), `Send every setting: ${settingNames.join(", ")}.`)
  .pipe(availabilitySchema);
