"use client";

import { Home, Inbox, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import Link from "next/link";
import { ControlTooltip } from "@/components/ui/tooltip";
import { business } from "@/lib/business";
import { buttonStyles } from "./admin-styles";
import { LogoutButton } from "./logout-button";
import { PwaControls } from "./pwa-controls";
import { SpamView } from "./spam-view";

/** The panel's dark header: title, the view it shows, and its tools (alerts, spam, archive, refresh, home, then `tools`). */
export function PanelHeader({
  archived,
  onToggleArchived,
  onRefresh,
  refreshing,
  tools,
}: {
  archived: boolean;
  onToggleArchived: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** The wide layout's own (the keyboard shortcuts). */
  tools?: ReactNode;
}) {
  const archiveLabel = archived ? "Show Active" : "Show Archived";
  return (
    <header className="bg-brand-900 px-4 py-4 text-white">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 lg:max-w-[96rem] lg:px-2">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold text-white">{business.name} Admin</h1>
            <p className="text-sm text-brand-100">{archived ? "Archived Quotes" : "Active Quotes"}</p>
          </div>
          <LogoutButton redirectTo="/admin-pwa" toastTitle="Logged out" iconOnlyOnPhone />
        </div>
        <div className="flex flex-wrap gap-2">
          <PwaControls />
          <SpamView />
          <ControlTooltip label={archiveLabel}>
            <button type="button" className={buttonStyles.onDark} onClick={onToggleArchived}>
              <Inbox className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{archiveLabel}</span>
            </button>
          </ControlTooltip>
          <ControlTooltip label="Refresh">
            <button type="button" className={buttonStyles.onDark} onClick={onRefresh} disabled={refreshing}>
              <RefreshCw className={`h-4 w-4 ${refreshing ? "animate-spin" : ""}`} aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Refresh</span>
            </button>
          </ControlTooltip>
          <ControlTooltip label="Home">
            {/* Not prefetched: the landing's code has no place in the panel's first load. */}
            <Link href="/" prefetch={false} className={buttonStyles.onDark}>
              <Home className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Home</span>
            </Link>
          </ControlTooltip>
          {tools}
        </div>
      </div>
    </header>
  );
}
