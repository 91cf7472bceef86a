import type { SVGProps } from 'react';

// Inline icons: stroke-based, sized by the surrounding font, hidden from screen readers.
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const GuidesIcon = () => (
  <Icon>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Icon>
);
export const BoostIcon = () => (
  <Icon>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </Icon>
);
export const NewsIcon = () => (
  <Icon>
    <path d="M4 4h13v16H6a2 2 0 0 1-2-2z" />
    <path d="M17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" />
  </Icon>
);
export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
export const ChevronIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const FlameIcon = ({ lit = false }: { lit?: boolean }) => (
  <Icon fill={lit ? 'currentColor' : 'none'}>
    <path d="M12 22c4 0 7-2.8 7-6.8 0-3.3-2.2-5.6-4-7.7-.6 1.6-1.6 2.6-2.8 3C12.6 7.6 11 4.7 8.6 2.5 8.7 6 5 8.8 5 13.8 5 18.6 8.2 22 12 22z" />
  </Icon>
);
export const ExternalIcon = () => (
  <Icon width="18" height="18">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
export const SparkIcon = () => (
  <Icon>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </Icon>
);

/** A rosette: the certificate's mark in the list and on the progress card once earned. */
export function MedalIcon({ filled = true }: { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
      <path
        d="M8 14.5 6 22l6-3 6 3-2-7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle
        cx="12"
        cy="9"
        r="6.5"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
      {filled ? (
        <path
          d="m9.4 9.2 1.8 1.8 3.5-3.6"
          fill="none"
          stroke="var(--color-surface, #fff)"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
