/**
 * The one style block of the page a refused plain form gets (./plain-form.ts). Every API answer's
 * Content-Security-Policy allows it by its SHA-256 (lib/security/policy.ts, checked by
 * tests/unit/security-headers.test.ts): a change here needs the new hash there.
 */
export const plainFormStyle = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}p.site{font-weight:600;color:#1e3a8a;margin:0}
ul{padding-left:1.25rem}li{margin:.25rem 0;color:#991b1b}a{color:#1e3a8a}`;
