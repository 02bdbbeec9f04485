import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** CMS links may be in-app paths (client-side navigation) or full URLs to other sites. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  if (to.startsWith("/") && !to.startsWith("//")) return <Link to={to} {...rest} />;
  return <a href={to} target="_blank" rel="noopener noreferrer" {...rest} />;
}
