"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createAdminQueryClient } from "@/lib/client/admin-queries";

/** The admin pages' one query client (only admin routes load TanStack Query). */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
