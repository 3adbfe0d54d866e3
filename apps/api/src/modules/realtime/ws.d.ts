// The parts of `ws` (the WebSocket implementation under @fastify/websocket) this code uses;
// the package ships no types of its own.
declare module 'ws' {
  import { EventEmitter } from 'node:events';

  type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string, options?: { headers?: Record<string, string> });
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    ping(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'open' | 'pong', listener: () => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open' | 'pong', listener: () => void): this;
  }

  export interface ServerOptions {
    maxPayload?: number;
  }

  export class Server extends EventEmitter {
    readonly clients: Set<WebSocket>;
  }
  export { Server as WebSocketServer };

  export default WebSocket;
}
