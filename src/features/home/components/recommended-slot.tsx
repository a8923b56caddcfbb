export { RecommendedSpreads as RecommendedSlot } from './recommended-spreads'
