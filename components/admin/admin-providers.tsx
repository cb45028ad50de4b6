"use client";

import { HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createAdminQueryClient } from "@/lib/client/admin-queries";

/** What every admin page shares: its one query client, started from what the server answered (if anything). */
export function AdminProviders({ start, children }: { start?: DehydratedState; children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={start}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
