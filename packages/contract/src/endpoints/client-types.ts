import type { z } from 'zod';
import type { API_PATHS, ApiOperation } from './paths';
import type { ApiRoute, ApiRoutes } from './table';

/**
 * Types a client derives from the route table (docs/decisions/100): what a call sends, typed by
 * the input side of the route's schemas, and what it gets back, typed by the output side of its
 * response schema. Type-only: a client bundles none of the schemas.
 */

type SchemaOf<Route, Field extends 'params' | 'query' | 'body'> = Route extends {
  readonly [K in Field]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

/** `{ [Name]: Value }`, optional when every field of Value is; nothing when the route has no such part. */
type Part<Name extends string, Schema> = Schema extends z.ZodType
  ? Record<never, never> extends z.input<Schema>
    ? { readonly [K in Name]?: z.input<Schema> }
    : { readonly [K in Name]: z.input<Schema> }
  : { readonly [K in Name]?: never };

/** What a call of the operation sends: its path parameters, query and body, as the schemas take them. */
export type RouteInput<Op extends ApiOperation> = Part<'params', SchemaOf<ApiRoute<Op>, 'params'>> &
  Part<'query', SchemaOf<ApiRoute<Op>, 'query'>> &
  Part<'body', SchemaOf<ApiRoute<Op>, 'body'>>;

/** Operations that answer JSON. */
export type JsonOperation = {
  [Op in ApiOperation]: ApiRoutes[Op]['response'] extends z.ZodType ? Op : never;
}[ApiOperation];

/** Operations a link can open (GET): files, and JSON downloads such as the account export. */
export type GetOperation = {
  [Op in ApiOperation]: (typeof API_PATHS)[Op] extends `GET ${string}` ? Op : never;
}[ApiOperation];

/** The JSON a JSON operation answers. */
export type RouteOutput<Op extends JsonOperation> = z.output<ApiRoutes[Op]['response']>;
