import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { getReviews } from "@/lib/reviews/google";

export const dynamic = "force-dynamic";

/** The testimonials' reviews: Google's when available, else the built-in six. */
export const GET = apiRoute(async () => {
  const answer = await getReviews();
  // Opts out of the wrapper's no-store: browsers and CDNs may keep it briefly (the server keeps
  // Google's answer for hours anyway).
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
