import { ButtonLink } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { Compass } from "lucide-react";

export function NotFound() {
  usePageTitle("Page not found");
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center md:py-28">
      <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-amber-100 text-amber-700 ring-8 ring-amber-50">
        <Compass aria-hidden="true" className="size-10" />
      </span>
      <p className="font-display text-6xl text-amber-600">404</p>
      <h1 className="mt-3 text-3xl text-cocoa-900 md:text-4xl">Page not found</h1>
      <p className="mt-4 text-cocoa-600">
        This page seems to have melted away. Let's get you back to something sweet.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/categories" variant="outline">
          Browse categories
        </ButtonLink>
      </div>
    </div>
  );
}

export default NotFound;
