import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { admin, codeFromOutbox } from "./support/signin-helpers";
import { lookAt, atOneWidth } from "./support/look-at";

// One sign-in at a time per browser, so each test reads its own code from the outbox.
test.describe.configure({ mode: "serial" });

test.describe("/login", () => {
  test("validates, toggles the password, then signs in with the e-mailed code", async ({ page }) => {
    await page.goto("/login");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username").fill(admin.username);
    const password = page.getByLabel(/^Password/);
    await password.fill("not-the-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid credentials. Please check your username and password.")).toBeVisible();

    await password.fill(admin.password);
    const since = Date.now();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Verification code sent", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Expires in (10:00|9:5\d)$/)).toBeVisible();
    const code = await codeFromOutbox(page, since);
    await expectNoAxeViolations(page);

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(`Welcome back, ${admin.username}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/quote-requests$/);
    await expect(page.getByText(`Logged in as ${admin.username}`)).toBeVisible();
    await lookAt(page, "quote-requests.png", { fullPage: true });

    // The sign-in's navigation settles first (its refresh may still replace the page's buttons).
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been successfully logged out")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The session ended on the server: the dashboard sends us back to /login.
    await page.goto("/quote-requests");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("before the page's script has run", () => {
  // A press on the sign-in forms posts the page to itself: the password never goes in the address.
  for (const path of ["/login", "/admin"]) {
    test(`${path}: a press sends nothing in the address`, async ({ page }) => {
      atOneWidth("phone", "a press before the page's script: checked on the phone, where it is likeliest");
      const { deliver } = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await page.getByLabel("Username").fill(admin.username);
      await page.getByLabel(/^Password/).fill(admin.password);
      const [sent] = await Promise.all([page.waitForRequest((request) => request.isNavigationRequest()), page.getByRole("button", { name: "Sign in" }).click()]);
      expect(sent.method()).toBe("POST");
      expect(new URL(sent.url()).pathname + new URL(sent.url()).search).toBe(path);
      await sent.response();
      deliver();
    });
  }
});

test.describe("/admin", () => {
  test("shows errors in a red box and finishes with a full load of /quote-requests", async ({ page }) => {
    await page.goto("/admin");
    await expectNoAxeViolations(page);
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid credentials. Please check your username and password.");

    await page.getByLabel("Password").fill(admin.password);
    const since = Date.now();
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = await codeFromOutbox(page, since);
    await page.getByLabel("Verification code").fill("000000" === code ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid verification code.");

    await page.getByLabel("Verification code").fill(code);
    const load = page.waitForEvent("load");
    await page.getByRole("button", { name: "Verify" }).click();
    await load;
    await expect(page).toHaveURL(/\/quote-requests$/);
    await expect(page.getByText(`Logged in as ${admin.username}`)).toBeVisible();
  });

  test("says 'Connection error. Please try again.' when the server cannot be reached", async ({ page }) => {
    atOneWidth("phone", "the message does not change with the width (the sign-in tests show the form at both)");
    await page.goto("/admin");
    await page.route("**/api/login", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Connection error. Please try again.");
  });
});

test.describe("/admin-login-secure", () => {
  test("walks the three steps into the admin panel", async ({ page }) => {
    await page.goto("/admin-login-secure");
    await expectNoAxeViolations(page);
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await page.getByLabel("Admin password").fill("wrong-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Invalid password", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter the correct admin password.")).toBeVisible();

    await page.getByLabel("Admin password").fill(admin.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByText(/support e-mail/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Back goes one step back, and forward again.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await page.getByLabel("Admin password").fill(admin.password);
    await page.getByRole("button", { name: "Continue" }).click();

    let since = Date.now();
    await page.getByRole("button", { name: "Send Email Code" }).click();
    await expect(page.getByText("Verification code sent", { exact: true })).toBeVisible();
    await expect(page.getByText("Check your email for the verification code.")).toBeVisible();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    const first = await codeFromOutbox(page, since);

    // Digits only, cut at six; Verify waits for all six.
    const input = page.getByLabel("Verification code");
    const verify = page.getByRole("button", { name: "Verify" });
    await input.fill("12ab3");
    await expect(input).toHaveValue("123");
    await expect(verify).toBeDisabled();
    // Enter before all six digits says why instead of doing nothing.
    await input.press("Enter");
    await expect(page.getByText("Invalid code", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a 6-digit verification code.")).toBeVisible();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await input.fill("98765432");
    await expect(input).toHaveValue("987654");
    await expect(verify).toBeEnabled();
    await expect(page.getByText(/^Expires in \d:\d\d$/)).toBeVisible();

    // Resend returns to the type step; the new code voids the first.
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    since = Date.now();
    await page.getByRole("button", { name: "Send Email Code" }).click();
    const second = await codeFromOutbox(page, since);
    if (first !== second) {
      await input.fill(first);
      await verify.click();
      await expect(page.getByText("Invalid verification code.")).toBeVisible();
    }

    await input.fill(second);
    await verify.click();
    await expect(page.getByText("Access granted", { exact: true })).toBeVisible();
    await expect(page.getByText("Two-factor authentication successful.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-pwa$/);
    await expect(page.getByRole("heading", { name: "Orbit Painting Admin" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("orbit-admin-verified"))).toBe("true");
    await lookAt(page, "admin-pwa.png", { fullPage: true });
  });

  test("a password typed before the page's script has run still counts", async ({ page }) => {
    atOneWidth("phone", "typing before the page's script: checked on the phone, where it is likeliest");
    // The page's code held back, as on a slow phone: the owner types into the server-rendered form.
    const { deliver } = await holdScripts(page);
    await page.goto("/admin-login-secure", { waitUntil: "commit" });
    await page.getByLabel("Admin password").fill(admin.password);
    deliver();
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
  });
});

test.describe("pages that need a session", () => {
  test("the dashboard redirects to /login from the server", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
    const response = await request.get("/quote-requests", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/login");
  });

  test("the admin panel shows the access flow without a session", async ({ page }) => {
    await page.goto("/admin-pwa");
    await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  });

  test("the admin panel sends hosts outside ADMIN_ALLOWED_HOSTS home", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
    const response = await request.get("/admin-pwa", { headers: { host: "evil.example" }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()["location"]!, "http://base.invalid").pathname).toBe("/");
  });

  test("auth check answers unauthenticated without a session", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
    const response = await request.get("/api/auth/check");
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });
});
