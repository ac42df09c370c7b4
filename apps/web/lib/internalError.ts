/**
 * The one 500 of the auth API, `{ error: { code: 'INTERNAL', message: 'Something went wrong' } }`: for an
 * error no handler expected, whether the handler caught it (lib/server/http `errorResponse`) or the
 * production server did (server/routeRequest). Kept apart from lib/server, with no imports, so the server
 * can answer it without bundling any of the auth code.
 *
 * @example
 * return internalErrorResponse()
 */
export function internalErrorResponse(): Response {
  return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }), {
    status: 500,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json' },
  })
}
