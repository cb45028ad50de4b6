import { adminRoute } from "@/lib/auth/guard";
import { currentEstimatorSettings, saveEstimatorSettings } from "@/lib/estimate/current-settings";
import { defaultEstimatorSettings, estimatorSettingsSchema } from "@/lib/estimate/settings";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

/** `{ data, defaults }`: the estimator settings in use (the defaults until saved), and the defaults. */
export const GET = adminRoute(async () => Response.json({ data: await currentEstimatorSettings(), defaults: defaultEstimatorSettings }));

/** The whole settings object (GET's `data` shape) → `{ data }`; the next estimate computes with it. */
export const PUT = adminRoute(async (request) => {
  const settings = parseOr400(estimatorSettingsSchema, await readJsonBody(request));
  return Response.json({ data: await saveEstimatorSettings(settings) });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
