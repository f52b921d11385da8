/** The statuses a notice or a result shows. */
export type Status = 'success' | 'info' | 'warning' | 'error';

// One glyph per status inside a filled circle (the circle takes the text colour).
const GLYPHS: Record<Status, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6.5M12 16.5v.5',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

/** A status icon drawn like antd's filled ones. Decorative: the text beside it says the status. */
export function StatusIcon({ status, size = 16 }: { status: Status; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" />
      <path
        d={GLYPHS[status]}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
