"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createAdminQueryClient } from "@/lib/client/admin-queries";

/** What every admin page shares: its one query client. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
    </QueryClientProvider>
  );
}
