import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { calendarFeedMadeAt, rotateCalendarFeed } from "@/lib/visits/services/calendar-feed";

export const dynamic = "force-dynamic";

/** Whether the private calendar feed has an address: `{ createdAt }` (null: none made yet). The address itself is shown only when made. */
export const GET = adminRoute(async () => Response.json({ createdAt: (await calendarFeedMadeAt())?.toISOString() ?? null }));

/** A new address for the feed (the old one stops working): 201 `{ url, createdAt }`. */
export const POST = adminRoute(async () => {
  const { url, createdAt } = await rotateCalendarFeed();
  return Response.json({ url, createdAt: createdAt.toISOString() }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
