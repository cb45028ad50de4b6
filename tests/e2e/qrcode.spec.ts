import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { decodeQrSvg, downloadedBytes } from "./support/tool-helpers";
import { atOneWidth } from "./support/look-at";

const website = "https://www.orbitpainting.com.au";

async function downloadSvg(page: import("@playwright/test").Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download QR Code" }).click()]);
  expect(download.suggestedFilename()).toBe("orbit-painting-qrcode.svg");
  return (await downloadedBytes(download)).toString("utf8");
}

test("the website's QR code: heading, tabs, preview and an SVG download that scans back to the website", async ({ page }) => {
  await page.goto("/qrcode");
  await expect(page.getByRole("heading", { level: 1, name: "Orbit Painting QR Code" })).toBeVisible();
  await expect(page.getByText("Scan the code with your phone's camera to open our website.", { exact: false })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Website" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("This code opens our website")).toBeVisible();
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", `QR code for ${website}`);
  await expectNoAxeViolations(page);

  const svg = await downloadSvg(page);
  expect(svg).toMatch(/^<svg[^>]* width="256" height="256"/);
  expect(svg).toContain('fill="#ffffff"');
  expect(svg).toContain('stroke="#000000"');
  expect(await decodeQrSvg(page, svg)).toBe(website);
});

test("a custom URL: placeholder is this host, the preview follows typing, the text comes back after switching tabs", async ({ page, baseURL }) => {
  atOneWidth("desktop", "the code's rules do not change with the width (the first test shows the page at both)");
  await page.goto("/qrcode");
  await page.getByRole("tab", { name: "Custom URL" }).click();
  const input = page.getByLabel("URL or text to encode");
  await expect(input).toHaveAttribute("placeholder", new URL(baseURL!).host);
  // Empty: the website.
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", `QR code for ${website}`);

  const custom = "https://example.com/spring-special?ref=flyer&suburb=Parramatta";
  await input.fill(custom);
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", `QR code for ${custom}`);
  expect(await decodeQrSvg(page, await downloadSvg(page))).toBe(custom);

  // Used exactly as typed: no validation, no "fixing".
  await input.fill("call us: 0491 570 156");
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", "QR code for call us: 0491 570 156");
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Website" }).click();
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", `QR code for ${website}`);
  await page.getByRole("tab", { name: "Custom URL" }).click();
  await expect(input).toHaveValue("call us: 0491 570 156");

  await input.fill("   ");
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", `QR code for ${website}`);
});

test("the size control: buttons and keyboard, steps of 32 between 128 and 512, and the download follows", async ({ page }) => {
  atOneWidth("desktop", "the code's rules do not change with the width (the first test shows the page at both)");
  await page.goto("/qrcode");
  const slider = page.getByRole("slider", { name: "QR code size in pixels" });
  const smaller = page.getByRole("button", { name: "Smaller" });
  const larger = page.getByRole("button", { name: "Larger" });
  await expect(slider).toHaveAttribute("aria-valuenow", "256");
  await expect(slider).toHaveAttribute("aria-valuemin", "128");
  await expect(slider).toHaveAttribute("aria-valuemax", "512");

  await larger.click();
  await expect(slider).toHaveAttribute("aria-valuenow", "288");
  await smaller.click();
  await smaller.click();
  await expect(slider).toHaveAttribute("aria-valuenow", "224");

  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", "512");
  await expect(larger).toBeDisabled();
  await expect(smaller).toBeEnabled();
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("width", "512");
  expect(await downloadSvg(page)).toMatch(/^<svg[^>]* width="512" height="512"/);

  await slider.focus();
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "128");
  await expect(smaller).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveAttribute("aria-valuenow", "128");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "160");
  await expect(smaller).toBeEnabled();
  const svg = await downloadSvg(page);
  expect(svg).toMatch(/^<svg[^>]* width="160" height="160"/);
  expect(await decodeQrSvg(page, svg)).toBe(website);
});

test("text too long for the largest code says 'Data too long' and offers no download", async ({ page }) => {
  atOneWidth("desktop", "the code's rules do not change with the width (the first test shows the page at both)");
  await page.goto("/qrcode");
  await page.getByRole("tab", { name: "Custom URL" }).click();
  // Level H holds at most 1,273 bytes; this is far beyond it.
  await page.getByLabel("URL or text to encode").fill(`https://example.com/?q=${"x".repeat(3000)}`);
  await expect(page.getByRole("alert").filter({ hasText: "Data too long" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download QR Code" })).toBeDisabled();
  await page.getByLabel("URL or text to encode").fill("https://example.com/short");
  await expect(page.getByTestId("qr-preview")).toHaveAttribute("alt", "QR code for https://example.com/short");
  await expect(page.getByRole("button", { name: "Download QR Code" })).toBeEnabled();
});

test("the page fits a phone without sideways scrolling", async ({ page }) => {
  await page.goto("/qrcode");
  await page.getByRole("button", { name: "Larger" }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
