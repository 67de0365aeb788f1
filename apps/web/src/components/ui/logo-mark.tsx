/** The LeadVillage mark: two rising peaks and a gold sun, on a deep green tile. Decorative. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0F5132" />
      <path d="M6 24 11 14l4 6 5-10 6 14z" fill="#FAF7F2" />
      <circle cx="22.5" cy="8.5" r="3" fill="#E0A526" />
    </svg>
  );
}
