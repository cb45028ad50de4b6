import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseQueryOr400 } from "@/lib/http/parse";
import { invoiceRegister, invoiceRegisterCsv, invoiceRegisterQuery } from "@/lib/panel/invoice-register";

export const dynamic = "force-dynamic";

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the tax invoices and adjustment notes issued in those Sydney
 * days → `{ data: [{ number, kind, issuedOn, customerName, totalCents, gstCents, status }], totals }`;
 * `&format=csv`: the same for the BAS, with the GST totals. 400 on bad days.
 */
export const GET = adminRoute(async (request) => {
  const { from, to, format } = parseQueryOr400(invoiceRegisterQuery, request);
  const register = await invoiceRegister(from, to);
  if (format === "json") return Response.json(register);
  return new Response(invoiceRegisterCsv(register, from, to), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="invoices-${from}-to-${to}.csv"` },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
