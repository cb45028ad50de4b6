import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (session for useSession, signout for signOut); it has no provider.
async function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, getAuthOptions());
}

export { handler as GET, handler as POST };
