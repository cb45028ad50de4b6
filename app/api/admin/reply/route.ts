import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { replySchema } from "@/lib/leads/model/admin-schemas";
import { parseOr400 } from "@/lib/http/parse";
import { sendReply } from "@/lib/leads/services/reply";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** email, subject and message plus quoteId: the quote's own address is the recipient. */
export const POST = adminRoute(async (request) => {
  const input = parseOr400(replySchema, await readJsonBody(request));
  const { to, lastRepliedAt, status, firstResponseAt } = await sendReply(input);
  return Response.json({ success: true, to, lastRepliedAt, status, firstResponseAt });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
