/**
 * The home page's hero art, drawn here (no request, under 1 KB compressed): a quiz card with four
 * answer tiles, the right one ticked, a star for the score and a burst of confetti. Decorative, so
 * hidden from assistive technology. It does not move: an endless SVG animation repaints on the main
 * thread, which the home page's performance budget cannot spare.
 */
export function HeroIllustration() {
  return (
    <svg className="ql-hero-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle cx="170" cy="124" r="104" fill="#ece8ff" />
      <g className="ql-hero-art__confetti">
        <rect x="40" y="40" width="10" height="10" rx="2" fill="#f59e0b" transform="rotate(20 45 45)" />
        <circle cx="290" cy="52" r="6" fill="#ec4899" />
        <rect x="282" y="186" width="12" height="6" rx="3" fill="#14b8a6" transform="rotate(-30 288 189)" />
        <circle cx="36" cy="180" r="5" fill="#4f2bd9" />
        <path d="M62 110l8 4-8 4z" fill="#14b8a6" />
        <circle cx="258" cy="20" r="4" fill="#f59e0b" />
      </g>
      <g className="ql-hero-art__card">
        <rect x="88" y="34" width="164" height="186" rx="18" fill="#fff" stroke="#cfd2dc" strokeWidth="2" />
        <rect x="106" y="54" width="96" height="10" rx="5" fill="#14142b" />
        <rect x="106" y="72" width="64" height="8" rx="4" fill="#cfd2dc" />
        <rect x="106" y="94" width="128" height="26" rx="8" fill="#4f2bd9" />
        <rect x="106" y="128" width="128" height="26" rx="8" fill="#14b8a6" />
        <rect x="106" y="162" width="128" height="26" rx="8" fill="#f59e0b" />
        <rect x="106" y="196" width="60" height="8" rx="4" fill="#ece8ff" />
        <circle cx="120" cy="107" r="7" fill="#fff" fillOpacity="0.9" />
        <circle cx="120" cy="141" r="7" fill="#fff" fillOpacity="0.9" />
        <circle cx="120" cy="175" r="7" fill="#fff" fillOpacity="0.9" />
        <path d="M212 141l6 6 10-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g className="ql-hero-art__star">
        <circle cx="256" cy="94" r="30" fill="#4f2bd9" />
        <path d="M256 76l5.6 11.4 12.6 1.8-9.1 8.9 2.1 12.5L256 104.7l-11.2 5.9 2.1-12.5-9.1-8.9 12.6-1.8z" fill="#fde68a" />
      </g>
    </svg>
  );
}
