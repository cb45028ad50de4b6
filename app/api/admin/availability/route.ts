import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { readAvailability, saveAvailability } from "@/lib/visits/services/availability";
import { availabilityReplaceSchema } from "@/lib/visits/model/availability-schema";
import { upcomingHolidays } from "@/lib/visits/model/holidays";

export const dynamic = "force-dynamic";

/** The owner's visiting availability: `{ settings, holidays }` (the NSW public holidays of the next 12 months, to open). */
export const GET = adminRoute(async () => Response.json({ settings: await readAvailability(), holidays: upcomingHolidays() }));

/** Replaces the settings, every one of them sent (as GET gives them); 400 with the first problem. */
export const PUT = adminRoute(async (request) => {
  const settings = parseOr400(availabilityReplaceSchema, await readJsonBody(request));
  return Response.json({ settings: await saveAvailability(settings), holidays: upcomingHolidays() });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
