import { clientIpFrom } from "@/lib/http/client-ip";
import { isFormPost, readFormBody } from "@/lib/http/form-body";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { unsubscribe, unsubscribePath } from "@/lib/mail/unsubscribe";

export const dynamic = "force-dynamic";

/**
 * Stops the follow-up e-mails to the link's address, at once. Two callers: a mail app's one-click
 * Unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, from the mail provider's servers, so no
 * Origin check: the token is the key and the action only stops e-mails), answered 200; and the
 * page's button (a form field `page`), answered 303 back to the page, which says it is done.
 * Unknown token: 404; 429 past 20 misses.
 */
export const POST = apiRoute(async (request: Request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const form = isFormPost(request) ? await readFormBody(request, 1024) : null;
  const { email } = await unsubscribe(token, clientIpFrom(request.headers));
  if (form?.has("page")) return new Response(null, { status: 303, headers: { Location: `${unsubscribePath(token)}?done=1`, "Cache-Control": "no-store" } });
  return Response.json({ data: { email, unsubscribed: true } }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
