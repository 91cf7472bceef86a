// Express 4 and compression ship no types, and the project installs no @types for them: these
// declare only what the web server uses, as Express's API reference describes it.
declare module 'express' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface Request extends IncomingMessage {
    method: string;
    path: string;
    originalUrl: string;
    protocol: string;
    /** The visitor's address within the 'trust proxy' setting. */
    ip: string | undefined;
    query: Record<string, unknown>;
    get(header: string): string | undefined;
    acceptsLanguages(...languages: string[]): string | false;
  }

  export interface Response extends ServerResponse {
    status(code: number): this;
    json(body: unknown): this;
    append(name: string, value: string | string[]): this;
  }

  export type NextFunction = (error?: unknown) => void;
  export type RequestHandler = (request: Request, response: Response, next: NextFunction) => unknown;

  export interface Application {
    disable(setting: string): this;
    set(setting: string, value: unknown): this;
    use(...handlers: RequestHandler[]): this;
    use(path: string, ...handlers: RequestHandler[]): this;
    get(path: string, ...handlers: RequestHandler[]): this;
    all(path: string, ...handlers: RequestHandler[]): this;
    listen(port: number, host: string, callback?: () => void): Server;
  }

  export interface StaticOptions {
    immutable?: boolean;
    maxAge?: string | number;
    setHeaders?: (response: ServerResponse, path: string) => void;
  }

  interface Express {
    (): Application;
    static(root: string, options?: StaticOptions): RequestHandler;
  }
  const express: Express;
  export default express;
}

declare module 'compression' {
  import type { RequestHandler } from 'express';

  export default function compression(): RequestHandler;
}
