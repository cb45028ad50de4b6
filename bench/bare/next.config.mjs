/** The bench's bare reference app: Next.js defaults, nothing added. */
const config = { poweredByHeader: false };
export default config;
