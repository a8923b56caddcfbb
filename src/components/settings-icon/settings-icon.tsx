import { Inline } from '@/components/primitives/box'

/** The settings gear in a page's header. The mini-program and React Native: the ⚙ character, from the system's fonts. */
export function SettingsIcon({ className }: { className?: string }) {
  return <Inline className={className}>⚙</Inline>
}
