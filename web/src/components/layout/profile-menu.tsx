import { ChevronDown, LogOut, User } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../ui/button";

type ProfileMenuProps = { isAuthenticated: boolean; userName: string | null; onSignOut: () => void };

/** Sign in brings the shopper back to the page (path and query) they were on; home is where it goes anyway. */
function signInLink(pathname: string, search: string): string {
  if (pathname === "/login") return `/login${search}`;
  if (pathname === "/" && !search) return "/login";
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

export function ProfileMenu({ isAuthenticated, userName, onSignOut }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();

  // Closes on Escape (focus goes back to the button), on a click outside and when focus leaves the menu.
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !wrapper.current?.contains(target as Node);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocus = (event: FocusEvent) => outside(event.target) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  if (!isAuthenticated) {
    return (
      <Link to={signInLink(pathname, search)} className={buttonClasses("primary", "sm")}>
        <User aria-hidden="true" className="size-4" />
        Sign in
      </Link>
    );
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses("outline", "sm")}
      >
        <User aria-hidden="true" className="size-4" />
        <span className="max-w-32 truncate">{userName ?? "My account"}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-48 overflow-hidden rounded-2xl bg-white p-1.5 shadow-lift ring-1 ring-cocoa-100"
        >
          <Link
            to="/profile"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm text-cocoa-800 hover:bg-cream-200"
          >
            <User aria-hidden="true" className="size-4" />
            Profile
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm text-cocoa-800 hover:bg-cream-200"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
