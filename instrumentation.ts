// Next.js runs register() once per server start, before the first request is handled.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so that every request this process answers carries its connection's address.
  const { installPeerAddressStamp } = await import("./lib/http/peer-address");
  installPeerAddressStamp();
  // Then, a body over its route's limit is refused before Next reads any of it.
  const { installBodyLimits } = await import("./lib/http/body-limits");
  installBodyLimits();
  const { prepareServer } = await import("./lib/startup");
  await prepareServer();
}
