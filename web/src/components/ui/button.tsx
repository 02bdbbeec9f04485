import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "gold" | "outline" | "ghost";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-cocoa-900 text-cream-100 shadow-soft hover:bg-cocoa-800 hover:shadow-lift",
  gold: "bg-amber-700 text-white shadow-soft hover:bg-amber-800 hover:shadow-lift",
  outline: "border border-cocoa-200 bg-white/70 text-cocoa-900 hover:border-amber-500 hover:text-amber-800",
  ghost: "text-cocoa-800 hover:bg-cocoa-100",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-12 px-8 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition duration-200",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  ].join(" ");
}

type Styled = { variant?: Variant; size?: Size };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...rest
}: Styled & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

export function ButtonLink({ variant, size, className, ...rest }: Styled & LinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
