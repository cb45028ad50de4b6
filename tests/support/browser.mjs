// Finds a Chromium: CHROME_PATH, then any preferred build, then Playwright's own download, then
// Debian's. Nothing is downloaded here (no internet): when none exists we say how to get one.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** @param {string[]} [preferred] paths to try after CHROME_PATH, before the full browsers */
export function findChromium(preferred = []) {
  const candidates = [process.env.CHROME_PATH, ...preferred];
  try {
    candidates.push(require("playwright-core").chromium.executablePath());
  } catch {
    // playwright-core has no browser of its own here
  }
  candidates.push("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome");
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * The browser the end-to-end tests drive: Chromium's headless shell where it is installed (what
 * Playwright itself runs headless; half the CPU of the full browser on the same tests), else the
 * full Chromium. CHROME_PATH still wins. Lighthouse (`npm run bench`) keeps the full browser.
 */
export const findTestChromium = () => findChromium(["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell"]);

export const missingChromiumHelp =
  "No Chromium found for the end-to-end tests. Install it with `sudo apt-get install -y chromium chromium-headless-shell` " +
  "(Debian/Ubuntu), or `npx playwright install chromium` where the internet is reachable, " +
  "or set CHROME_PATH to a Chrome/Chromium binary.";

// Flags for a headless Chromium as root on a machine without a network (CI runs as root, offline).
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
