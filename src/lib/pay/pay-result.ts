/** What the payer did, as far as the client can tell; only the server's order status is final. */
export type PayResult = 'paid' | 'cancelled' | 'failed' | 'unavailable'
