/**
 * H5: the gear drawn as SVG (the same path as index.html's first screen). The ⚙ character is in no font a
 * browser loads for the page's text: finding one to draw it from made the first screen's first layout
 * about 100 ms longer at 4× CPU slowdown, and it looked different on every system.
 */
export const GEAR_PATH =
  'M10.13 4.22 L10.52 1.60 L13.48 1.60 L13.87 4.22 L16.18 5.18 L18.30 3.60 L20.40 5.70 L18.82 7.82 L19.78 10.13 L22.40 10.52 L22.40 13.48 L19.78 13.87 L18.82 16.18 L20.40 18.30 L18.30 20.40 L16.18 18.82 L13.87 19.78 L13.48 22.40 L10.52 22.40 L10.13 19.78 L7.82 18.82 L5.70 20.40 L3.60 18.30 L5.18 16.18 L4.22 13.87 L1.60 13.48 L1.60 10.52 L4.22 10.13 L5.18 7.82 L3.60 5.70 L5.70 3.60 L7.82 5.18Z M15.40 12 A3.4 3.4 0 1 0 8.60 12 A3.4 3.4 0 1 0 15.40 12Z'

export function SettingsIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={GEAR_PATH} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
