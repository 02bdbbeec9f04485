import type { StaffMe } from "@contract/admin/staff";
import { apiRequest } from "@web/lib/http";
import { clearToken } from "@web/lib/session-token";
import { LogOut, Menu, Store, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, NavLink } from "react-router";
import { adminNav } from "./admin-nav";
import { TestPaymentsBanner } from "./components/test-payments-banner";

async function signOut() {
  try {
    await apiRequest("/user/auth/logout/", { method: "POST" });
  } finally {
    clearToken();
    // A full load, so no staff data stays in memory for whoever uses this browser next.
    window.location.assign("/login");
  }
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {adminNav.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === "/admin"}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
                isActive ? "bg-cocoa-900 text-cream-100" : "text-cocoa-800 hover:bg-cocoa-100"
              }`
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function StaffFooter({ staff }: { staff: StaffMe }) {
  return (
    <div className="space-y-2 border-cocoa-100 border-t pt-4 text-sm">
      <p className="truncate text-cocoa-600" title={staff.email}>
        {staff.email}
      </p>
      <Link to="/" className="flex items-center gap-2 text-cocoa-800 hover:text-amber-800">
        <Store aria-hidden="true" className="size-4" /> View the store
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        className="flex items-center gap-2 text-cocoa-800 hover:text-amber-800"
      >
        <LogOut aria-hidden="true" className="size-4" /> Sign out
      </button>
    </div>
  );
}

/** Sidebar on a desktop; on a phone a top bar whose menu opens the same links in a drawer. */
export function AdminLayout({ staff, children }: { staff: StaffMe; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-cocoa-50 lg:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-cocoa-100 border-b bg-white px-4 lg:hidden">
        <Link to="/admin" className="font-display text-lg text-cocoa-900">
          Mithaas <span className="text-amber-700">Admin</span>
        </Link>
        <button
          type="button"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
          className="flex size-10 items-center justify-center rounded-lg text-cocoa-900 hover:bg-cocoa-100"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </header>
      {menuOpen && (
        <nav
          aria-label="Back office"
          className="fixed inset-x-0 top-14 bottom-0 z-20 overflow-y-auto bg-white p-4 lg:hidden"
        >
          <NavLinks onNavigate={() => setMenuOpen(false)} />
          <div className="mt-6">
            <StaffFooter staff={staff} />
          </div>
        </nav>
      )}
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col justify-between gap-6 overflow-y-auto border-cocoa-100 border-r bg-white p-4 lg:flex">
        <div>
          <Link to="/admin" className="mb-6 block px-3 font-display text-xl text-cocoa-900">
            Mithaas <span className="text-amber-700">Admin</span>
          </Link>
          <nav aria-label="Back office">
            <NavLinks />
          </nav>
        </div>
        <StaffFooter staff={staff} />
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        <TestPaymentsBanner testPayments={staff.test_payments} />
        {children}
      </main>
    </div>
  );
}
