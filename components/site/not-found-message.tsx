
/** The not-found texts, shared by the framed and the bare not-found pages. */
export function NotFoundMessage() {
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">Did you forget to add the page to the router?</p>
      <a href="/" className="mt-8 rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </a>
    </>
  );
}
