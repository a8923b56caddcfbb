import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { currentLanguage } from '@/lib/i18n/i18n'
import { labelled } from '@/lib/i18n/punctuation'
import './charts.css'
// The box with a role: H5 writes `role` (Taro's View would write `aria-role`, which no screen reader knows).
import { Block as RoleBox } from '@/components/primitives/box'

/**
 * Charts made of plain views, so one implementation draws on H5, the mini-program and RN with no chart library
 * (nothing added to any bundle): bars are views sized in percent, the line is a row of dots raised in percent.
 * Tapping a bar or dot shows its number underneath.
 */

/** A titled block of the insights and year pages (styled in insights-screen.css). */
export function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View className="insights__block">
      <Text className="insights__block-title">{title}</Text>
      {children}
    </View>
  )
}

export interface Datum {
  key: string
  label: string
  value: number
  /** What tapping shows; the value when absent. */
  detail?: string
}

const percent = (value: number, max: number) => `${max <= 0 ? 0 : Math.max(2, Math.round((value / max) * 100))}%`

/** Horizontal bars, one per datum, longest first as given. */
export function BarList({ data, hint }: { data: Datum[]; hint: string }) {
  const [picked, setPicked] = useState<string | null>(null)
  const max = Math.max(0, ...data.map((d) => d.value))
  const shown = data.find((d) => d.key === picked)
  return (
    <View className="chart">
      {data.map((d) => (
        <RoleBox key={d.key} className="chart__bar-row" ariaRole="button" ariaLabel={`${d.label} ${d.detail ?? d.value}`} onClick={() => setPicked(picked === d.key ? null : d.key)}>
          <Text className="chart__bar-label" numberOfLines={2}>
            {d.label}
          </Text>
          <View className="chart__bar-track">
            <View className={`chart__bar ${picked === d.key ? 'chart__bar--picked' : ''}`} style={{ width: percent(d.value, max) }} />
          </View>
        </RoleBox>
      ))}
      <Text className="chart__detail">{shown ? labelled(shown.label, String(shown.detail ?? shown.value), currentLanguage()) : hint}</Text>
    </View>
  )
}

/** A share of a whole (0–1) as one filled bar with its percentage. */
export function ShareBar({ label, share }: { label: string; share: number }) {
  const pct = Math.round(share * 100)
  return (
    <View className="chart__share">
      <View className="chart__share-head">
        <Text className="chart__share-label">{label}</Text>
        <Text className="chart__share-value">{pct}%</Text>
      </View>
      <View className="chart__bar-track">
        <View className="chart__bar" style={{ width: `${pct}%` }} />
      </View>
    </View>
  )
}

/** A simple line of dots over time (oldest on the left), each raised by its value within 0…`max`. */
export function DotLine({ data, max, hint }: { data: Datum[]; max: number; hint: string }) {
  const [picked, setPicked] = useState<string | null>(null)
  const shown = data.find((d) => d.key === picked)
  return (
    <View className="chart">
      <View className="chart__dots">
        {data.map((d) => (
          <RoleBox key={d.key} className="chart__dot-column" ariaRole="button" ariaLabel={`${d.label} ${d.detail ?? d.value}`} onClick={() => setPicked(picked === d.key ? null : d.key)}>
            <View className="chart__dot-space" style={{ height: `${Math.round((1 - Math.min(d.value, max) / max) * 88)}%` }} />
            <View className={`chart__dot ${picked === d.key ? 'chart__dot--picked' : ''}`} />
          </RoleBox>
        ))}
      </View>
      <Text className="chart__detail">{shown ? labelled(shown.label, String(shown.detail ?? shown.value), currentLanguage()) : hint}</Text>
    </View>
  )
}
