import { describe, expect, it } from "vitest";
import { CARD_EXPORT_SCALE, cardFileName, cardMailto, cardMessages, cardSize, otherSide, withTimeout } from "@/lib/tools/business-card";
import { QR_TOO_LONG, canGrowQr, canShrinkQr, clampQrSize, growQr, qrContent, qrErrorMessage, qrSize, shrinkQr } from "@/lib/tools/qr";

const website = "https://www.orbitpainting.com.au";

describe("QR code size", () => {
  it("starts at 256 and moves in steps of 32 between 128 and 512", () => {
    expect(qrSize).toEqual({ min: 128, max: 512, step: 32, initial: 256 });
    expect(growQr(256)).toBe(288);
    expect(shrinkQr(256)).toBe(224);
  });

  it("clamps and snaps any size", () => {
    expect(clampQrSize(0)).toBe(128);
    expect(clampQrSize(96)).toBe(128);
    expect(clampQrSize(9999)).toBe(512);
    expect(clampQrSize(300)).toBe(288);
    expect(clampQrSize(Number.NaN)).toBe(256);
    expect(growQr(512)).toBe(512);
    expect(shrinkQr(128)).toBe(128);
  });

  it("disables minus at 128 or below and plus at 512 or above", () => {
    expect(canShrinkQr(128)).toBe(false);
    expect(canShrinkQr(100)).toBe(false);
    expect(canShrinkQr(160)).toBe(true);
    expect(canGrowQr(512)).toBe(false);
    expect(canGrowQr(600)).toBe(false);
    expect(canGrowQr(480)).toBe(true);
  });
});

describe("what the QR code encodes", () => {
  it("is the website in website mode, whatever was typed", () => {
    expect(qrContent("website", "https://example.com", website)).toBe(website);
  });

  it("is the typed text exactly as typed in custom mode", () => {
    expect(qrContent("custom", "example.com/quote?x=1 ", website)).toBe("example.com/quote?x=1 ");
    expect(qrContent("custom", "not a url at all", website)).toBe("not a url at all");
  });

  it("falls back to the website when the custom text is empty or blank", () => {
    expect(qrContent("custom", "", website)).toBe(website);
    expect(qrContent("custom", "   ", website)).toBe(website);
  });

  it("says 'Data too long' when the text does not fit the largest code", () => {
    expect(qrErrorMessage(new Error("The amount of data is too big to be stored in a QR Code"))).toBe(QR_TOO_LONG);
    expect(QR_TOO_LONG).toBe("Data too long");
    expect(qrErrorMessage(new Error("something else"))).not.toBe(QR_TOO_LONG);
  });
});

describe("business card", () => {
  it("is 90 by 50 millimetres and exported at 3x", () => {
    expect(cardSize.widthPx / cardSize.heightPx).toBeCloseTo(90 / 50, 6);
    expect(CARD_EXPORT_SCALE).toBe(3);
  });

  it("names the front and back files apart", () => {
    expect(cardFileName("front")).toBe("orbit-painting-business-card-front.png");
    expect(cardFileName("back")).toBe("orbit-painting-business-card-back.png");
    expect(otherSide("front")).toBe("back");
    expect(otherSide("back")).toBe("front");
  });

  it("has the card's messages", () => {
    expect(cardMessages.downloadedTitle).toBe("Business Card Downloaded");
    expect(cardMessages.downloadFailedTitle).toBe("Download Failed");
    expect(cardMessages.downloadFailed("back")).toBe("There was a problem downloading the back side of your business card.");
    expect(cardMessages.emailOpenedTitle).toBe("Files Downloaded & Email Opened");
    expect(cardMessages.emailFailed).toBe("Could not prepare business card. Please try downloading manually.");
  });

  it("opens an e-mail with a subject and a body naming both files", () => {
    const mailto = new URL(cardMailto());
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe("");
    expect(mailto.searchParams.get("subject")).toBe("Orbit Painting business card (front and back)");
    const body = mailto.searchParams.get("body")!;
    expect(body).toContain(cardFileName("front"));
    expect(body).toContain(cardFileName("back"));
    expect(body).toContain("90 mm x 50 mm");
  });

  it("gives up on a renderer that takes too long", async () => {
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow("took longer than 0.02 s");
    await expect(withTimeout(Promise.resolve("done"), 20)).resolves.toBe("done");
  });
});
