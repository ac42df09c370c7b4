/** A transaction the modal itself sent: the activity read from the node's logs lists it too. */
export type SentTransaction = { caipNetworkId: string; from: string; hash: string }

/** Newest last; kept for the page's life only (the node holds the rest). */
export const sentTransactions: SentTransaction[] = []

/**
 * Notes a transaction the modal sent, so that activity read without the Otterscan API still shows it
 * (an ETH send leaves no log).
 *
 * @example
 * recordSentTransaction({ caipNetworkId: 'eip155:1337', from: address, hash })
 */
export function recordSentTransaction(sent: SentTransaction): void {
  sentTransactions.push(sent)
}
