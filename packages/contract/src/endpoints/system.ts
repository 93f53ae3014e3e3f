import { ZClientConfig, ZHealthResponse } from '../api';
import { fileResponse, type RouteSpecs } from './define';

const tags = ['system'];

export const SYSTEM_ROUTES = {
  health: {
    auth: 'none',
    tags,
    summary: 'Liveness, whether search is available, and the counts of the loaded dataset',
    response: ZHealthResponse,
    errors: [],
  },
  clientConfig: {
    auth: 'none',
    tags,
    summary: 'Public settings for the web app: Google client id, map tiles',
    response: ZClientConfig,
    errors: [],
  },
  openApi: {
    auth: 'none',
    tags,
    summary: 'This OpenAPI document',
    response: fileResponse('The OpenAPI 3 document of the API', ['application/json']),
    errors: [],
    hidden: true,
  },
} as const satisfies RouteSpecs;
