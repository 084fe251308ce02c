// Small inline icons (no emoji: they depend on the system's fonts).
const common = { width: '1em', height: '1em', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function BotIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M11 2h2v3h4a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4V2Zm-2 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM8.5 16v1.5h7V16h-7ZM1 10h2v5H1v-5Zm20 0h2v5h-2v-5Z" />
    </svg>
  );
}

export function TrophyIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M7 3h10v2h4v3a4 4 0 0 1-4 4h-.35A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 7.35 12H7a4 4 0 0 1-4-4V5h4V3Zm0 4H5v1a2 2 0 0 0 2 2V7Zm10 0v3a2 2 0 0 0 2-2V7h-2Z" />
    </svg>
  );
}

export function CapIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-6 9.8V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.2l-6 3.3-6-3.3Z" />
    </svg>
  );
}

export function BulbIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 2a7 7 0 0 0-4 12.75V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.25A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z" />
    </svg>
  );
}

export function CardsIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-10 8.5 12.5)" />
      <rect x="10" y="4" width="11" height="15" rx="2" fill="currentColor" fillOpacity="0.25" />
    </svg>
  );
}

/** The table controls' icons: undo (a hooked arrow back), resume, pause, step (play to a bar). */
export function UndoIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 5 4 10l5 5" />
      <path d="M4 10h10a6 6 0 0 1 0 12h-3" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 5c5 0 9 4.2 10.5 7-1.5 2.8-5.5 7-10.5 7S3 14.8 1.5 12C3 9.2 7 5 12 5Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} fill="currentColor">
      <rect x="5" y="4" width="5" height="16" rx="1.2" />
      <rect x="14" y="4" width="5" height="16" rx="1.2" />
    </svg>
  );
}

export function StepIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M4 5.2v13.6a1 1 0 0 0 1.52.85l10.9-6.8a1 1 0 0 0 0-1.7L5.52 4.35A1 1 0 0 0 4 5.2Z" />
      <rect x="17" y="4" width="3.2" height="16" rx="1" />
    </svg>
  );
}
