import type { LucideIcon } from "lucide-react";

type FigureCardProps = {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  tone?: "plain" | "alert";
};

/** One headline number of the dashboard, with what it counts underneath. */
export function FigureCard({ label, value, detail, icon: Icon, tone = "plain" }: FigureCardProps) {
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
    </section>
  );
}
