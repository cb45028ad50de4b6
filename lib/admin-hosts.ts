/**
 * Whether a Host header may open /admin-pwa. Entries are host names, or
 * `*.domain` for any sub-domain (dev-preview hosts); the port is ignored.
 */
export function isAllowedAdminHost(hostHeader: string | null, allowed: readonly string[]): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "");
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.startsWith("*.") ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1 : host === rule;
  });
}

export function parseHostList(value: string | undefined, fallback: readonly string[]): readonly string[] {
  const list = (value ?? "").split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
  return list.length > 0 ? list : fallback;
}
