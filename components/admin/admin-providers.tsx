"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createAdminQueryClient } from "@/lib/client/admin-queries";

/** What every admin page shares: its one query client and the tooltips' timing (only admin routes load them). */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
