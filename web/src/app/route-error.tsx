import { Button, ButtonLink } from "@web/components/ui/button";
import { RotateCw } from "lucide-react";

/** Usually a route chunk that vanished after a deploy; a reload fetches the new one. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-5 px-6 py-24 text-center">
      <h1 className="text-3xl text-cocoa-900">Something went wrong</h1>
      <p className="text-cocoa-600">This page hit a snag. Reloading usually sorts it out.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reload page
        </Button>
        <ButtonLink to="/" variant="outline">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
