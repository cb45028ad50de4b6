import { beforeAll, describe, expect, it } from "vitest";
import { isAllowedAdminHost, parseHostList } from "@/lib/admin-hosts";
import { loginSchema, normaliseCodeInput, verifyCodeSchema } from "@/lib/auth/schemas";

beforeAll(() => {
  process.env.AUTH_SECRET = "unit-test-auth-secret-3b5d7f9a1c2e4f60";
  process.env.ADMIN_PASSWORD = "unit-test-password";
  process.env.VAPID_PUBLIC_KEY = "unit-public";
  process.env.VAPID_PRIVATE_KEY = "unit-private";
});

describe("sign-in input rules", () => {
  it("gives the product's messages for empty fields", () => {
    const result = loginSchema.safeParse({ username: "  ", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Username is required", "Password is required"]);
    expect(loginSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      "Username is required",
      "Password is required",
    ]);
  });

  it("keeps digits only, at most six, from whatever is typed or pasted", () => {
    expect(normaliseCodeInput("12a3-45 6789")).toBe("123456");
    expect(normaliseCodeInput("٣")).toBe("");
    expect(normaliseCodeInput("abc")).toBe("");
  });

  it("accepts exactly six digits as a code", () => {
    expect(verifyCodeSchema.safeParse({ code: "012345", type: "email" }).success).toBe(true);
    for (const code of ["12345", "1234567", "12345a", " 123456", 123456]) {
      expect(verifyCodeSchema.safeParse({ code, type: "email" }).error?.issues[0]?.message).toBe(
        "Please enter a 6-digit verification code.",
      );
    }
    expect(verifyCodeSchema.safeParse({ code: "123456", type: "sms" }).success).toBe(false);
  });
});

describe("codes, hashes and signed cookies", () => {
  it("makes 6-digit codes from the CSPRNG, leading zeros kept", async () => {
    const { newSixDigitCode } = await import("@/lib/auth/crypto");
    const codes = Array.from({ length: 2000 }, newSixDigitCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("hashes passwords with argon2id at OWASP's parameters and checks them", async () => {
    const { hashPassword, verifyPassword, burnPasswordCheck } = await import("@/lib/auth/password");
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "Correct horse battery staple")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
    expect(await burnPasswordCheck("anything")).toBe(false);
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("signs the pending sign-in cookie and refuses a tampered or expired one", async () => {
    const { createPendingSignIn, parsePendingSignIn } = await import("@/lib/auth/pending");
    const now = Date.now();
    const { pending, cookie } = createPendingSignIn(7, now);
    expect(parsePendingSignIn(cookie, now)).toEqual(pending);
    expect(pending.expiresAt - now).toBe(15 * 60_000);

    const [id, , expires, signature] = cookie.split(".");
    expect(parsePendingSignIn(`${id}.1.${expires}.${signature}`, now)).toBeNull();
    expect(parsePendingSignIn(`${id}.7.${Number(expires) + 60_000}.${signature}`, now)).toBeNull();
    expect(parsePendingSignIn(cookie.replace(/.$/, (last) => (last === "0" ? "1" : "0")), now)).toBeNull();
    expect(parsePendingSignIn(cookie, pending.expiresAt + 1)).toBeNull();
    expect(parsePendingSignIn(undefined, now)).toBeNull();
    expect(parsePendingSignIn("garbage", now)).toBeNull();
  });
});

describe("admin hosts", () => {
  const allowed = ["localhost", "orbitpainting.com.au", "www.orbitpainting.com.au", "*.preview.example"];

  it("allows the listed hosts, whatever the port", () => {
    expect(isAllowedAdminHost("localhost:3000", allowed)).toBe(true);
    expect(isAllowedAdminHost("WWW.OrbitPainting.com.au", allowed)).toBe(true);
    expect(isAllowedAdminHost("pr-12.preview.example", allowed)).toBe(true);
  });

  it("refuses every other host", () => {
    expect(isAllowedAdminHost("evil.example", allowed)).toBe(false);
    expect(isAllowedAdminHost("orbitpainting.com.au.evil.example", allowed)).toBe(false);
    expect(isAllowedAdminHost("preview.example", allowed)).toBe(false);
    expect(isAllowedAdminHost("evilpreview.example", allowed)).toBe(false);
    expect(isAllowedAdminHost(null, allowed)).toBe(false);
  });

  it("reads ADMIN_ALLOWED_HOSTS, else the defaults", () => {
    expect(parseHostList(" A.example , b.example ", ["x"])).toEqual(["a.example", "b.example"]);
    expect(parseHostList("", ["x"])).toEqual(["x"]);
    expect(parseHostList(undefined, ["x"])).toEqual(["x"]);
  });
});
