"use client";

import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { availabilityQuery } from "./visit-queries";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import { AvailabilityForm } from "./availability-form";
import { CalendarFeedControl } from "./calendar-feed-control";

const texts = visitAdminTexts.settings;

/** The visiting hours and the calendar feed, in one dialog loaded when the owner opens it. */
export function VisitSettingsDialog({ onClose }: { onClose: () => void }) {
  const { data, isError } = useQuery(availabilityQuery());
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {isError || data === null ? (
          <p className="text-sm text-red-800">{texts.failed}</p>
        ) : !data ? (
          <p className="text-sm text-slate-700">{texts.loading}</p>
        ) : (
          <AvailabilityForm initial={data} />
        )}
        <CalendarFeedControl />
      </DialogContent>
    </Dialog>
  );
}
