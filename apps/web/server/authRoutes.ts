import * as login from '@/app/auth/login/route'
import * as logout from '@/app/auth/logout/route'
import * as nonce from '@/app/auth/nonce/route'
import * as session from '@/app/auth/session/route'

export type RouteHandler = (request: Request) => Promise<Response>
export type RouteModule = Partial<Record<'GET' | 'POST', RouteHandler>>

/**
 * The auth API's route modules by path: the same files the App Router serves in development, so both
 * paths run one implementation.
 */
export const AUTH_ROUTES: Readonly<Record<string, RouteModule>> = {
  '/auth/nonce': nonce,
  '/auth/session': session,
  '/auth/login': login,
  '/auth/logout': logout,
}
