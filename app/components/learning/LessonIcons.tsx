// The lesson flow's marks: right, wrong, done, locked. Inline SVG, sized by the text around them,
// hidden from screen readers (the words beside them say the same).

function Mark({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A tick in a filled circle: a right answer, a part or lesson done. */
export const RightMark = ({ className }: { className?: string }) => (
  <Mark className={className}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m7.5 12.5 3 3 6-6.5" stroke="var(--mark-on, #fff)" />
  </Mark>
);

/** A cross in a filled circle: a wrong answer. */
export const WrongMark = ({ className }: { className?: string }) => (
  <Mark className={className}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m8.5 8.5 7 7m0-7-7 7" stroke="var(--mark-on, #fff)" />
  </Mark>
);

/** An empty circle: not done yet. */
export const OpenMark = ({ className }: { className?: string }) => (
  <Mark className={className}>
    <circle cx="12" cy="12" r="9" strokeWidth="2" />
  </Mark>
);

/** A padlock: a lesson still locked. */
export const LockMark = ({ className }: { className?: string }) => (
  <Mark className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" strokeWidth="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeWidth="2" />
  </Mark>
);

/** A filled dot in a ring: where the learner is. */
export const HereMark = ({ className }: { className?: string }) => (
  <Mark className={className}>
    <circle cx="12" cy="12" r="9" strokeWidth="2" />
    <circle cx="12" cy="12" r="4.5" fill="currentColor" stroke="none" />
  </Mark>
);
