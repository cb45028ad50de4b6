import "server-only";
import { createElement } from "react";
import UnusualVolume from "@/emails/unusual-volume";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { siteUrl } from "@/lib/site-url";

export const unusualVolumeSubject = `Unusual volume of quote requests on ${business.websiteDisplay}`;

/**
 * Sends the owner the hour's "unusual volume" e-mail (the job queue's task for a volume_alerts
 * row). Sent once: the row remembers it, and Resend's idempotency key covers a retry after a
 * lost answer. A failure is thrown, so the queue tries again with backoff.
 */
export async function deliverVolumeAlert(id: number): Promise<void> {
  const db = getDb();
  const row = await db.volumeAlert.findUnique({ where: { id } });
  if (!row || row.sentAt) return;
  // Every ceiling's reason starts so (lib/leads/services/ceilings.ts ceilingReasons).
  const keptThisHour = await db.spamRequest.count({ where: { createdAt: { gte: row.hour }, reason: { startsWith: "Arrived past the ceiling" } } });
  const { admin, ceilings } = getConfig();
  const template = createElement(UnusualVolume, {
    reason: row.reason,
    keptThisHour,
    leadsPerHour: ceilings.leadsPerHour,
    photoMbPerDay: ceilings.photoMbPerDay,
    panelUrl: `${siteUrl}/admin-pwa`,
  });
  await sendMail({ to: admin.email, ...(await renderEmail(unusualVolumeSubject, template)) }, { idempotencyKey: `volume-alert-${id}` });
  await db.volumeAlert.update({ where: { id }, data: { sentAt: new Date() } });
}
