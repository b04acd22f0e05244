// The Fakeout mark: a neon speech bubble wearing a masquerade mask, with a question mark.
// The same geometry is served as public/logo.svg (favicon, /logo download); a test keeps them equal.
import { useId } from 'react';

export const LOGO_BUBBLE_PATH =
  'M256 72C378 72 456 146 456 236S378 400 256 400C232 400 209 397 188 391L106 440L122 364C81 333 56 288 56 236C56 146 134 72 256 72Z';
export const LOGO_MASK_PATH =
  'M104 168C150 148 214 150 256 178C298 150 362 148 408 168C414 228 386 270 336 272C298 274 276 254 256 240C236 254 214 274 176 272C126 270 98 228 104 168ZM150 206C168 190 204 190 222 210C204 230 168 230 150 206ZM362 206C344 190 308 190 290 210C308 230 344 230 362 206Z';
export const LOGO_QUESTION_PATH = 'M222 302C226 284 286 282 288 306C290 324 262 326 258 344';

export interface LogoProps {
  /** Draws the dark rounded tile behind the mark (as in the favicon). */
  tile?: boolean;
  /** Accessible name; without it the logo is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

export function Logo({ tile = false, title, className }: LogoProps) {
  const id = `fo${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const bubble = `${id}-bubble`;
  const mask = `${id}-mask`;
  const glow = `${id}-glow`;
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" className={className} {...a11y}>
      <defs>
        <linearGradient
          id={bubble}
          x1="64"
          y1="56"
          x2="448"
          y2="456"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#ff4fa3" />
          <stop offset="1" stopColor="#a45cff" />
        </linearGradient>
        <linearGradient id={mask} x1="96" y1="150" x2="416" y2="280" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#3ee8ff" />
          <stop offset="1" stopColor="#7c8cff" />
        </linearGradient>
        <filter id={glow} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="10" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      {tile && <rect width="512" height="512" rx="112" fill="#120d2b" />}
      <g filter={`url(#${glow})`}>
        <path
          d={LOGO_BUBBLE_PATH}
          fill="#1c1442"
          stroke={`url(#${bubble})`}
          strokeWidth="26"
          strokeLinejoin="round"
        />
        <path d={LOGO_MASK_PATH} fill={`url(#${mask})`} fillRule="evenodd" />
        <path
          d={LOGO_QUESTION_PATH}
          fill="none"
          stroke="#fff1f8"
          strokeWidth="20"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="257" cy="374" r="12" fill="#fff1f8" />
      </g>
    </svg>
  );
}
