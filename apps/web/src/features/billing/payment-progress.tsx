/** A payment step under way: a spinner and what is happening, announced politely. */
export function PaymentProgress({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-muted">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      {text}
    </div>
  );
}
