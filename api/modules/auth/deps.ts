export type { AppContext, Caller } from '../../context'
export type { Tx } from '../../db/client'
