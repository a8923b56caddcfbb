import { API_BASE } from './hosts'

/** The resources host's card art (spec §7 res list): `/res/cards/{id}.png`, and the back for cards not yet turned. */
export function cardImageUrl(id: string | null): string {
  return `${API_BASE}/res/cards/${id ?? 'back'}.png`
}
