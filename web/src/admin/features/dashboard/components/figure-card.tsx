import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

type FigureCardProps = {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  tone?: "plain" | "alert";
  /** The list behind the number, where staff go to act on it. */
  to?: string;
};

/** One headline number of the dashboard, with what it counts underneath. */
export function FigureCard({ label, value, detail, icon: Icon, tone = "plain", to }: FigureCardProps) {
  return (
    <section
      aria-label={label}
      className={`rounded-xl border bg-white p-4 sm:p-5 ${tone === "alert" ? "border-amber-300" : "border-cocoa-100"}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-cocoa-600">{label}</h2>
        <Icon
          aria-hidden="true"
          className={`size-5 ${tone === "alert" ? "text-amber-600" : "text-cocoa-400"}`}
        />
      </div>
      <p className="mt-2 font-display text-2xl text-cocoa-900 sm:text-3xl">{value}</p>
      {detail && <p className="mt-1 text-sm text-cocoa-600">{detail}</p>}
      {to && (
        <Link to={to} className="mt-2 inline-block text-sm font-medium text-amber-800 underline">
          View {label.toLowerCase()}
        </Link>
      )}
    </section>
  );
}
