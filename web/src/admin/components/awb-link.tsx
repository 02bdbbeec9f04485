import { ExternalLink } from "lucide-react";

/** A courier's AWB, opening the courier's tracking page in a new tab when there is one. */
export function AwbLink({ awb, trackingUrl }: { awb: string | null; trackingUrl: string | null }) {
  if (!awb) return <>—</>;
  if (!trackingUrl) return <span className="font-mono">{awb}</span>;
  return (
    <a
      href={trackingUrl}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-mono text-amber-800 underline-offset-2 hover:underline"
    >
      {awb}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens the tracking page)</span>
    </a>
  );
}
