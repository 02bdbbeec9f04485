import { LoaderCircle } from "lucide-react";

/** A submit button's text: the spec's busy label with a spinner while the call runs. */
export function BusyLabel({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  if (!busy) return idle;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {working}
    </>
  );
}
