import "server-only";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { hashPassword, passwordMatches } from "./password";
import { canonicalUsername } from "./username";

/**
 * Brings the one admin account in line with ADMIN_USERNAME / ADMIN_PASSWORD at every start
 * (lib/config). There is exactly one row: a new name renames it in place, a new password
 * rehashes it, and either change ends every session (and with them their push subscriptions)
 * and every pending sign-in made with the old credentials. Any other row (a second account left
 * by an earlier rename) is deleted, with its sessions.
 */
export async function ensureAdminAccount(): Promise<"created" | "updated" | "unchanged"> {
  const { admin } = getConfig();
  const username = canonicalUsername(admin.username);
  const db = getDb();
  const users = await db.user.findMany({ orderBy: { id: "asc" } });
  // Keep the row that already has the name, else the oldest: its id stays the account's id.
  const keep = users.find((user) => user.username === username) ?? users[0];
  const others = users.filter((user) => user !== keep).map((user) => user.id);
  let outcome: "created" | "updated" | "unchanged";

  if (!keep) {
    await db.user.create({ data: { username, password: await hashPassword(admin.password) } });
    outcome = "created";
  } else {
    const renamed = keep.username !== username;
    const samePassword = await passwordMatches(keep.password, admin.password);
    if (!renamed && samePassword && others.length === 0) {
      outcome = "unchanged";
    } else {
      const password = samePassword ? keep.password : await hashPassword(admin.password);
      const ended = [keep.id, ...others];
      await db.$transaction([
        db.user.deleteMany({ where: { id: { in: others } } }),
        db.user.update({ where: { id: keep.id }, data: { username, password } }),
        // Sessions name their user inside `sess`; deleting them deletes their push subscriptions.
        db.session.deleteMany({ where: { OR: ended.map((id) => ({ sess: { path: ["userId"], equals: id } })) } }),
        db.pendingSignIn.deleteMany({ where: { userId: keep.id } }),
      ]);
      outcome = "updated";
    }
  }
  if (admin.passwordGenerated && outcome !== "unchanged") {
    // Development only (production requires ADMIN_PASSWORD): shown once, when it is set.
    console.log(
      `\n  Admin sign-in for development: username "${username}", password "${admin.password}".\n` +
        `  Codes are e-mailed to ${admin.email}: in development they land in ${getConfig().mail.outboxDir}.\n`,
    );
  }
  return outcome;
}
