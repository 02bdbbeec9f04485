import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { CountBadge } from "./count-badge";
import { Logo } from "./logo";
import { gatedEntries, type NavState } from "./nav";
import { PincodeChip } from "./pincode-chip";
import { ProfileMenu } from "./profile-menu";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  [
    "relative inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition xl:px-3.5",
    isActive ? "bg-cocoa-900 text-cream-100" : "text-cocoa-700 hover:bg-cocoa-100 hover:text-cocoa-900",
  ].join(" ");

type TopBarProps = NavState & { userName: string | null; search?: ReactNode; onSignOut: () => void };

export function TopBar({
  isAuthenticated,
  cartCount,
  wishlistCount,
  userName,
  search,
  onSignOut,
}: TopBarProps) {
  // Signed out, these links point at /login; they are not "active" just because /login is open.
  const gatedClasses = ({ isActive }: { isActive: boolean }) =>
    linkClasses({ isActive: isActive && isAuthenticated });
  return (
    <header className="sticky top-0 z-40 hidden border-b border-cocoa-100/80 bg-cream-100/90 backdrop-blur-md md:block">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-6 lg:gap-6 lg:px-8">
        <div className="flex shrink-0 items-center gap-5">
          <Logo />
          {/* Below xl the chip is the strip under this bar (app-shell): tablets have no room for both. */}
          <div className="hidden xl:block">
            <PincodeChip look="header" />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 justify-end xl:justify-center">{search}</div>
        <nav aria-label="Main" className="flex items-center gap-1">
          <NavLink to="/" end className={linkClasses}>
            Home
          </NavLink>
          <NavLink to="/categories" className={linkClasses}>
            Categories
          </NavLink>
          {gatedEntries({ isAuthenticated, cartCount, wishlistCount }).map(
            ({ label, to, icon: Icon, count }) => (
              <NavLink
                key={label}
                to={to}
                aria-current={isAuthenticated ? "page" : false}
                className={gatedClasses}
              >
                <Icon aria-hidden="true" className="size-4" />
                {/* Tablets show the icon alone; the name stays for screen readers. */}
                <span className="sr-only xl:not-sr-only">{label}</span>
                {count !== undefined && <CountBadge count={count} className="-top-1 -right-1" />}
              </NavLink>
            ),
          )}
        </nav>
        <ProfileMenu isAuthenticated={isAuthenticated} userName={userName} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
