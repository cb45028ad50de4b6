"use client";

import dynamic from "next/dynamic";
// From the access flow on: a click with a mouse there brings the panel its tooltips.
import "@/components/ui/tooltip-demand";

// /admin-pwa's two faces, each with its own code: the signed-in panel never loads the access
// flow, nor the access flow the panel. Rendered on the server as before; each one's chunks are
// preloaded with the page that shows it.
export const AdminPanelView = dynamic(() => import("./admin-panel").then((module) => module.AdminPanelRoot));
export const AdminPwaGateView = dynamic(() => import("./admin-pwa-gate").then((module) => module.AdminPwaGate));
