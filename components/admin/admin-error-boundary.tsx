"use client";

import { AlertTriangle } from "lucide-react";
import { Component, type ReactNode } from "react";
import { buttonStyles } from "./admin-styles";

export const panelErrorMessages = {
  title: "Something went wrong.",
  description: "The admin panel encountered an error. Please refresh the page.",
} as const;

/** The admin panel's error boundary, with a Refresh Page button. */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("[admin-pwa] render error", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <div role="alert" className="contents">
          <AlertTriangle className="h-10 w-10 text-red-700" aria-hidden="true" />
          <h1 className="text-xl font-bold">{panelErrorMessages.title}</h1>
          <p className="text-slate-700">{panelErrorMessages.description}</p>
          <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
            Refresh Page
          </button>
        </div>
      </main>
    );
  }
}
