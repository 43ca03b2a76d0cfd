import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </Link>
    </section>
  );
}
