import { Sparkles } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";

/** Stands in for screens later issues deliver, so every route of spec §2 already resolves. */
export default function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28">
      <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-cocoa-900 text-amber-400 ring-8 ring-cocoa-100">
        <Sparkles aria-hidden="true" className="size-9" />
      </span>
      <p className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Coming soon</p>
      <h1 className="mt-3 text-3xl text-cocoa-900 md:text-4xl">{title}</h1>
      <p className="mt-4 text-cocoa-600">
        We're putting the finishing touches on this part of the shop. In the meantime, there's plenty to
        discover.
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
