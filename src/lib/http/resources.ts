import { API_BASE } from './hosts'

/**
 * The resources host's card art (spec §7 res list): `/res/cards/{id}.png`, and the back for cards not yet turned.
 * `sharp` asks for the 600×1000 rendering beside it, `/res/cards/{id}@2x.png`.
 */
export function cardImageUrl(id: string | null, sharp = false): string {
  return `${API_BASE}/res/cards/${id ?? 'back'}${sharp ? '@2x' : ''}.png`
}
