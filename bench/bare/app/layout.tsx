// The framework's floor for `npm run bench`: a bare Next.js page, built and
// measured in the same run as the landing page.
export const metadata = { title: "Bare Next.js page", description: "The reference page for the performance budgets." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
