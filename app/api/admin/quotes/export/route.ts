import { adminRoute } from "@/lib/auth/guard";
import { leadFilterSchema } from "@/lib/leads/model/admin-schemas";
import { leadCsvFileName, leadCsvHeader, leadCsvRow } from "@/lib/panel/csv";
import { allLeads } from "@/lib/panel/list";
import { parseQueryOr400 } from "@/lib/http/parse";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** The current view (archived, search, service) as CSV, every page of it, streamed. */
export const GET = adminRoute(async (request) => {
  const filter = parseQueryOr400(leadFilterSchema, request);
  const encoder = new TextEncoder();
  const batches = allLeads(filter);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so Excel reads the UTF-8 names correctly.
      controller.enqueue(encoder.encode(`\uFEFF${leadCsvHeader}`));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(leadCsvRow).join("")));
      } catch (error) {
        console.error("[api] CSV export failed", error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadCsvFileName(filter.archived)}"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
