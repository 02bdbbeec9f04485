import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

type Faq = { question: string; answer: string };

/** Product §2 FAQ accordion: each question opens and closes its answer. */
export function ProductFaqs({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="mb-5 text-2xl text-cocoa-900 md:text-3xl">
        Frequently asked questions
      </h2>
      <ul className="divide-y divide-cocoa-100 overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-cocoa-100">
        {faqs.map((faq, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-faq-${index}`;
          return (
            <li key={faq.question}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-cocoa-900 transition hover:bg-cream-100 md:px-6 md:py-5"
                >
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-amber-700 transition duration-300 ${expanded ? "rotate-180" : ""}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                hidden={!expanded}
                className="px-5 pb-5 leading-relaxed text-cocoa-600 md:px-6"
              >
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
