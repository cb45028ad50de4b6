import { NextResponse, type NextRequest } from "next/server";
import { isAllowedAdminHost, parseHostList } from "@/lib/admin-hosts";
import { defaultAdminHosts } from "@/lib/config/schema";

/** /admin-pwa opens only on the hosts of ADMIN_ALLOWED_HOSTS; anywhere else it goes home. */
export function proxy(request: NextRequest) {
  const allowed = parseHostList(process.env.ADMIN_ALLOWED_HOSTS, defaultAdminHosts);
  if (!isAllowedAdminHost(request.headers.get("host"), allowed)) {
    return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/admin-pwa", "/admin-pwa/:path*"] };
