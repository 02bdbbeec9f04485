import { isValidPincode } from "@contract/pincode";
import { placeOfPincode } from "@contract/pincode-places";
import { useLastPincode } from "@web/lib/last-pincode";
import { ChevronDown, MapPin } from "lucide-react";
import { lazy, Suspense, useState } from "react";

const loadDialog = () => import("./pincode-dialog");
const PincodeDialog = lazy(() => loadDialog().then((module) => ({ default: module.PincodeDialog })));

/** "411004, Pune"; the state where the digits name no one city; the pincode alone where they tell nothing. */
function placeText(pincode: string): string {
  const place = placeOfPincode(pincode);
  return place ? `${pincode}, ${place.city ?? place.state}` : pincode;
}

const looks = {
  /** Phones and tablets: the whole width under the top bar, 28 px tall. */
  strip:
    "flex h-7 w-full items-center gap-1.5 border-b border-cocoa-100/80 bg-cream-200/70 px-4 text-xs text-cocoa-800 hover:bg-cream-200",
  /** The desktop header: a fixed box, so "Set pincode" and a long city take the same room. */
  header:
    "flex h-11 w-48 shrink-0 items-center gap-2 rounded-full px-3 text-left text-cocoa-800 ring-1 ring-cocoa-200 transition hover:bg-cocoa-100 hover:ring-amber-500",
} as const;

/**
 * The last pincode the shopper chose (decision 26 "Pincode first"), and the way to change it from any
 * page. The server cannot know it, so it renders "Set pincode"; the remembered pincode appears right
 * after hydration in the same box. The dialog's code loads only when it is about to be wanted.
 */
export function PincodeChip({ look, className = "" }: { look: keyof typeof looks; className?: string }) {
  const remembered = useLastPincode();
  const pincode = isValidPincode(remembered) ? remembered : "";
  const [open, setOpen] = useState(false);
  const where = pincode ? placeText(pincode) : null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={where ? `Delivering to ${where}` : undefined}
        title={where && look === "header" ? `Delivering to ${where}` : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`${looks[look]} ${className}`}
      >
        <MapPin aria-hidden="true" className={look === "strip" ? "size-3.5 shrink-0" : "size-5 shrink-0"} />
        {where === null ? (
          <span className={look === "strip" ? "font-medium" : "text-sm font-semibold"}>Set pincode</span>
        ) : look === "strip" ? (
          <span className="min-w-0 truncate">
            Delivering to <span className="font-semibold">{where}</span>
          </span>
        ) : (
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-[0.6875rem] text-cocoa-500">Delivering to </span>
            <span className="truncate text-sm font-semibold">{where}</span>
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`size-3.5 shrink-0 text-cocoa-500 ${look === "header" ? "ml-auto" : ""}`}
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PincodeDialog pincode={pincode} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
