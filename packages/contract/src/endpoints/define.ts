import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { ApiOperation } from './paths';

/**
 * Who may call a route. The server enforces it before the input is read (docs/decisions/100);
 * API keys only ever read (GET) and never open the account area (docs/decisions/077).
 */
export type RouteAuth =
  /** Anyone; the answer does not depend on who asks. */
  | 'none'
  /** Anyone; a signed-in caller (browser session or API key) may get more. */
  | 'optional'
  /** A browser session only: the account area. An API key is refused with 403 `api_key_not_allowed`. */
  | 'session'
  /** A browser session, or an API key on a read. */
  | 'sessionOrKey'
  /**
   * A browser session, or an API key on a POST that only reads: a query too large for a URL
   * (matching a list). Each of its queries counts against the key's daily quota.
   */
  | 'sessionOrKeyQuery'
  /**
   * The operator console: a browser session of a user with the operator role (docs/decisions/170).
   * Anonymous callers get 401, API keys and every other user 403.
   */
  | 'operator';

/** An answer that is not JSON: a document, an export, an image. */
export interface FileResponse<ContentType extends string = string> {
  readonly kind: 'file';
  readonly contentTypes: readonly ContentType[];
  readonly description: string;
}

/** An answer that sends the browser elsewhere (302 with Location). */
export interface RedirectResponse {
  readonly kind: 'redirect';
  readonly description: string;
}

/** A JSON answer (its zod schema), a file, or a redirect. */
export type ResponseSpec = z.ZodType | FileResponse | RedirectResponse;

/** A JSON answer is a schema; the others say what they are. */
export function responseKind(response: ResponseSpec): 'json' | 'file' | 'redirect' {
  return 'kind' in response ? response.kind : 'json';
}

export interface RouteSpec {
  readonly auth: RouteAuth;
  readonly tags: readonly string[];
  readonly summary: string;
  /** More than the summary, shown in the OpenAPI document: which path the web app uses, which is its twin. */
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: ResponseSpec;
  /**
   * The codes the route's own work may answer; `routeErrorCodes` adds those every route of its
   * kind may answer (bad input, missing session, API key refused, cross-site request).
   */
  readonly errors: readonly ErrorCode[];
  /** An API key may also come as `?api_key=`, for tools that cannot send headers (reconciliation). */
  readonly keyInQuery?: true;
  /** Left out of the OpenAPI document (the document itself). */
  readonly hidden?: true;
}

/** The routes of one domain, keyed by the operation names of `API_PATHS`. */
export type RouteSpecs = { readonly [Op in ApiOperation]?: RouteSpec };

/** A file answer with the content types it may have. */
export function fileResponse<const ContentType extends string>(
  description: string,
  contentTypes: readonly ContentType[],
): FileResponse<ContentType> {
  return { kind: 'file', contentTypes, description };
}

export function redirectResponse(description: string): RedirectResponse {
  return { kind: 'redirect', description };
}
