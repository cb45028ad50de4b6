import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";

/**
 * Creates or updates the admin account from ADMIN_USERNAME / ADMIN_PASSWORD at every start
 * (lib/config). The hash is rewritten only when the password changed, and a changed
 * password ends every session of the account.
 */
export async function ensureAdminAccount(): Promise<"created" | "updated" | "unchanged"> {
  const { admin } = getConfig();
  const db = getDb();
  const existing = await db.user.findUnique({ where: { username: admin.username } });
  let outcome: "created" | "updated" | "unchanged";
  if (!existing) {
    await db.user.create({ data: { username: admin.username, password: await hashPassword(admin.password) } });
    outcome = "created";
  } else if (!(await verifyPassword(existing.password, admin.password))) {
    await db.$transaction([
      db.user.update({ where: { id: existing.id }, data: { password: await hashPassword(admin.password) } }),
      db.session.deleteMany({ where: { sess: { path: ["userId"], equals: existing.id } } }),
    ]);
    outcome = "updated";
  } else {
    outcome = "unchanged";
  }
  if (admin.passwordGenerated && outcome !== "unchanged") {
    // Development only (production requires ADMIN_PASSWORD): shown once, when it is set.
    console.log(
      `\n  Admin sign-in for development: username "${admin.username}", password "${admin.password}".\n` +
        `  Codes are e-mailed to ${admin.email}: in development they land in ${getConfig().mail.outboxDir}.\n`,
    );
  }
  return outcome;
}
