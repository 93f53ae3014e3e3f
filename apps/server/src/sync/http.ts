/**
 * The sync's HTTP client: undici's EnvHttpProxyAgent, which sends requests through the proxy
 * HTTPS_PROXY (https://) or HTTP_PROXY (http://) names, except to the hosts NO_PROXY lists, the
 * way curl and most tools read these variables. Without them it connects directly.
 */
import { type Dispatcher, EnvHttpProxyAgent } from 'undici';

/** The dispatcher for the variables in `env` (upper- or lower-case names), and only those. */
export function proxyDispatcher(env: NodeJS.ProcessEnv = process.env): Dispatcher {
  return new EnvHttpProxyAgent({
    httpProxy: env.HTTP_PROXY ?? env.http_proxy ?? '',
    httpsProxy: env.HTTPS_PROXY ?? env.https_proxy ?? '',
    noProxy: env.NO_PROXY ?? env.no_proxy ?? '',
  });
}
