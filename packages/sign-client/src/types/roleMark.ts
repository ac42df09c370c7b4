/** A side of the protocol: the dapp proposes and requests, the wallet settles and answers. */
export type Role = 'dapp' | 'wallet'

/** Which side this client is on one topic, stored beside the topic's records so that it outlives a restart. */
export type RoleMark = { role: Role }
