export default function BarePage() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Nothing but the framework: the floor the landing page is measured against.</p>
    </main>
  );
}
