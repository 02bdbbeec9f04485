type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className = "size-8", label = "Loading" }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-[3px] border-amber-200 border-t-amber-600`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}
