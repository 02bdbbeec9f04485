import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";

type FooterSectionProps = { title: string; open: boolean; onToggle: () => void; children: ReactNode };

/** An accordion below md; a plain titled column from md up, where every section shows. */
export function FooterSection({ title, open, onToggle, children }: FooterSectionProps) {
  const panelId = useId();
  return (
    <section className="border-b border-white/10 md:border-none">
      <h2 className="font-display text-base text-amber-400">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between py-4 text-left md:hidden"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition duration-300 ${open ? "rotate-180" : ""}`}
          />
        </button>
        <span className="hidden md:mb-5 md:block md:text-lg">{title}</span>
      </h2>
      <div id={panelId} className={`${open ? "block" : "hidden"} pb-5 md:block md:pb-0`}>
        {children}
      </div>
    </section>
  );
}
