// Next.js runs register() once per server start, before the first request is handled.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareServer } = await import("./lib/startup");
  await prepareServer();
}
