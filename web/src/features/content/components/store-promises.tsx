import { Gift, type LucideIcon, Sparkles, Truck } from "lucide-react";

const promises: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Sparkles, title: "Handcrafted daily", text: "Small batches, made fresh in our Pune kitchen" },
  { icon: Gift, title: "Made personal", text: "Add names, notes and photos to many gifts" },
  { icon: Truck, title: "Delivered across India", text: "Packed with care and shipped to your door" },
];

/** On phones only the titles show, as three compact badges, so the banner and categories stay close. */
export function StorePromises() {
  return (
    <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-2 px-5 sm:gap-6 md:px-6 lg:px-8">
      {promises.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col items-center gap-2 rounded-2xl bg-white/70 px-2 py-3 text-center ring-1 ring-cocoa-100 sm:flex-row sm:gap-4 sm:p-5 sm:text-left"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:size-11">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-display text-xs leading-tight text-cocoa-900 sm:text-base">
              {title}
            </span>
            <span className="hidden text-sm text-cocoa-600 sm:block">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
