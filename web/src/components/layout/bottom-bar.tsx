import { LayoutGrid, User } from "lucide-react";
import { NavLink } from "react-router";
import { CountBadge } from "./count-badge";
import { gatedEntries, type NavEntry, type NavState } from "./nav";

/** `gated`: signed out, the entry points at /login and is not shown active there. */
type Entry = NavEntry & { gated?: boolean };

export function BottomBar(state: NavState) {
  const { isAuthenticated } = state;
  const entries: Entry[] = [
    { label: "Categories", to: "/categories", icon: LayoutGrid },
    ...gatedEntries(state).map((entry) => ({ ...entry, gated: true })),
    { label: "Profile", to: isAuthenticated ? "/profile" : "/login", icon: User },
  ];
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cocoa-100 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-16px_rgb(59_31_20/0.3)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {entries.map(({ label, to, icon: Icon, count, gated }) => {
          const pointsAtLogin = gated && !isAuthenticated;
          return (
            <li key={label}>
              <NavLink
                to={to}
                aria-current={pointsAtLogin ? false : "page"}
                className={({ isActive }) =>
                  `flex h-full flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition ${
                    isActive && !pointsAtLogin ? "text-amber-700" : "text-cocoa-600 hover:text-cocoa-900"
                  }`
                }
              >
                {({ isActive: matches }) => {
                  const isActive = matches && !pointsAtLogin;
                  return (
                    <>
                      <span
                        className={`relative flex h-7 w-12 items-center justify-center rounded-full transition ${isActive ? "bg-amber-100" : ""}`}
                      >
                        <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.25 : 1.75} />
                        <CountBadge count={count ?? 0} className="-top-1 right-1" />
                      </span>
                      {label}
                    </>
                  );
                }}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
