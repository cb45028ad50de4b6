import "server-only";
import { getConfig } from "@/lib/config";
import { rateLimiter } from "@/lib/rate-limit";

/**
 * The sign-in limits (SECURITY.md, "Sign-in under attack"), on the site's one rate limiter. Only
 * the address limit keeps a block in this process's memory (`inMemory`), where a flood comes from:
 * a block kept in memory would outlive `npm run admin:unlock` (which empties the table) in every
 * running server, so the limits that can lock the owner out keep none.
 */

export const SIGNIN_ADDRESS_BLOCK_SECONDS = 15 * 60;
export const SIGNIN_ACCOUNT_BLOCK_SECONDS = 60 * 60;
export const CODE_ACCOUNT_BLOCK_SECONDS = 24 * 60 * 60;
export const CODE_SEND_WINDOW_SECONDS = 10 * 60;

let built: ReturnType<typeof build> | undefined;
function build() {
  const { auth } = getConfig();
  return {
    /** Password attempts from one client address (IPv6: its /64), for any username, known or not. */
    signinAddress: rateLimiter({ keyPrefix: "signin-address", points: auth.signinRateLimit, blockSeconds: SIGNIN_ADDRESS_BLOCK_SECONDS, inMemory: true }),
    /** Password attempts at one account from every address: the ceiling a botnet meets. */
    signinAccount: rateLimiter({ keyPrefix: "signin-account", points: auth.signinAccountLimit, blockSeconds: SIGNIN_ACCOUNT_BLOCK_SECONDS }),
    /** Code checks of one account, across all its pending sign-ins. */
    codeAccount: rateLimiter({ keyPrefix: "code-account", points: auth.codeAccountLimit, blockSeconds: CODE_ACCOUNT_BLOCK_SECONDS }),
    /** Codes e-mailed for one account: CODE_SEND_RATE_LIMIT in 10 minutes from the first. */
    codeSend: rateLimiter({ keyPrefix: "code-send", points: auth.codeSendRateLimit, windowSeconds: CODE_SEND_WINDOW_SECONDS }),
    /** Password attempts from a device that signed in before (lib/auth/device.ts), in place of the two above. */
    signinDevice: rateLimiter({ keyPrefix: "signin-device", points: auth.signinRateLimit, blockSeconds: SIGNIN_ADDRESS_BLOCK_SECONDS }),
    /** Code checks from such a device, in place of the account's. */
    codeDevice: rateLimiter({ keyPrefix: "code-device", points: auth.signinRateLimit, blockSeconds: SIGNIN_ADDRESS_BLOCK_SECONDS }),
  };
}

/** The limiters, built on first use: configuration is read at run time. */
export function authLimits() {
  built ??= build();
  return built;
}
