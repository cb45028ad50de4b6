import { BellOff } from "lucide-react";

/** The mark of a request whose alert failed after its retries (panel and dashboard cards). */
export function AlertNotDelivered({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <BellOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Alert not delivered</strong>
        <span className="block text-xs text-red-800">{error}</span>
      </span>
    </p>
  );
}
