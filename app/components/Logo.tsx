/** The Skillpilot mark: a paper plane climbing over a rising path. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path
        d="M6 23c5-1 9-4 12-8"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M25.5 6.5 13 12.2l4.6 1.9 1.9 4.6z" fill="#fff" />
      <path d="m17.6 14.1 7.9-7.6" stroke="var(--color-primary)" strokeWidth="1.2" />
    </svg>
  );
}

/**
 * The full logo (mark and word), the single mark, or the mark on phones and the full logo on wide
 * screens. The accessible name comes from the link around it.
 */
export function Logo({ variant }: { variant: 'full' | 'mark' | 'responsive' }) {
  return (
    <span className={`logo logo-${variant}`}>
      <LogoMark />
      {variant === 'mark' ? null : (
        <span className="logo-word" aria-hidden="true">
          Skillpilot
        </span>
      )}
    </span>
  );
}
