import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { leadTimeline } from "@/lib/panel/timeline";
import { leadIdParam } from "@/lib/quotes/http/api";

export const dynamic = "force-dynamic";

/** `{ data: [{ at, atText, kind, text }] }`: the lead's timeline, oldest first, times in Sydney; 404 unknown lead. */
export const GET = adminRoute(async (_request, context: { params: Promise<{ leadId: string }> }) => {
  const { leadId } = await context.params;
  return Response.json({ data: await leadTimeline(parseOr400(leadIdParam, leadId)) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
