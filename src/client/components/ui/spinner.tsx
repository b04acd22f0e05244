// A loading indicator announced politely to screen readers; appears only after a short delay so
// fast loads do not flash.
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-spinner
      className="grid min-h-dvh place-items-center"
    >
      <div className="flex animate-[fade-in_0.3s_ease-out_0.3s_both] flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-line border-t-primary"
        />
        <span className="text-fg-muted">{label}</span>
      </div>
    </div>
  );
}
