import type { ClientToServerEvents, ServerToClientEvents } from '@vela/contracts';
import { Socket as Engine } from 'engine.io-client';
import { decodePacket, encodePacket, PacketType } from './text-parser.ts';

/**
 * The Socket.IO v5 client side of one namespace, over engine.io (WebSocket first, then fetch long-polling): what
 * the chat needs of socket.io-client (events, acknowledgements with a time limit, sends waiting for the
 * connection, the auth handshake), in a fraction of its bytes. Reconnection is the session's (reconnect.ts).
 */
export interface ChatSocket {
  on<E extends keyof SocketEvents>(event: E, fn: SocketEvents[E]): void;
  /** Sends an event once connected; its ack gets an error when the connection drops or no answer comes in time. */
  emit<E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
    ack: (err: Error | null, res?: Parameters<Parameters<ClientToServerEvents[E]>[1]>[0]) => void,
  ): void;
  /** Opens the connection unless it is open or opening. */
  connect(): void;
  disconnect(): void;
  /** From `connect()` until `disconnect()` or the server's refusal: a connection lost is one to get back. */
  readonly active: boolean;
}

export type SocketEvents = ServerToClientEvents & {
  connect(): void;
  /** The connection failed: refused by the server (no longer `active`; its reason is the message) or the network. */
  connect_error(err: Error): void;
  disconnect(reason: string): void;
};

export interface ChatSocketOptions {
  url: string;
  namespace: string;
  /** Gives the handshake's `auth`, read again at every connection. */
  auth(): object;
  /** How long an ack is awaited (ms). */
  ackTimeout: number;
  /** How long a connection may take to open before it counts as failed (ms). */
  connectTimeout?: number;
}

export function createChatSocket(o: ChatSocketOptions): ChatSocket {
  const nsp = o.namespace;
  const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
  const acks = new Map<number, (err: Error | null, res?: never) => void>();
  /** Packets waiting for the connection, by ack id. */
  const waiting = new Map<number, string>();
  let engine: Engine | undefined;
  let connected = false;
  let active = false;
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = (event: string, ...args: unknown[]) => {
    for (const fn of listeners[event] ?? []) fn(...args);
  };
  const send = (packet: Parameters<typeof encodePacket>[0]) => engine?.send(encodePacket(packet));

  /** Closes the engine, detached first: its own `close` event is then not heard as a loss. */
  const drop = () => {
    clearTimeout(timer);
    const e = engine;
    engine = undefined;
    e?.close();
  };
  /** Ends the connection or the attempt: a connection that was up reports `disconnect`, an attempt `connect_error`. */
  const end = (reason: string, err = new Error(reason)) => {
    drop();
    if (!connected) return fire('connect_error', err);
    connected = false;
    // Every ack awaited was sent on the connection now lost: none will come.
    for (const fn of acks.values()) fn(new Error('socket has been disconnected'));
    acks.clear();
    fire('disconnect', reason);
  };

  const receive = (text: string) => {
    const p = decodePacket(text);
    if (p.nsp !== nsp) return;
    if (p.type === PacketType.CONNECT) {
      clearTimeout(timer);
      connected = true;
      for (const packet of waiting.values()) engine?.send(packet);
      waiting.clear();
      fire('connect');
    } else if (p.type === PacketType.EVENT) {
      const [event, ...args] = p.data as [string, ...unknown[]];
      fire(event, ...args);
    } else if (p.type === PacketType.ACK) {
      const fn = acks.get(p.id as number);
      acks.delete(p.id as number);
      fn?.(null, ...(p.data as [never]));
    } else {
      // A refusal (CONNECT_ERROR, the handshake's) or the server closing the namespace (DISCONNECT).
      active = false;
      const data = p.data as { message?: string } | undefined;
      end('io server disconnect', new Error(data?.message));
    }
  };

  return {
    on(event, fn) {
      listeners[event] = [...(listeners[event] ?? []), fn as (...args: unknown[]) => void];
    },
    emit(event, payload, ack) {
      const id = lastId++;
      const packet = encodePacket({ type: PacketType.EVENT, nsp, id, data: [event, payload] });
      const expire = setTimeout(() => {
        acks.delete(id);
        waiting.delete(id);
        ack(new Error('operation has timed out'));
      }, o.ackTimeout);
      acks.set(id, (err, res) => {
        clearTimeout(expire);
        ack(err, res);
      });
      if (connected) engine?.send(packet);
      else waiting.set(id, packet);
    },
    connect() {
      active = true;
      if (engine) return;
      const e = new Engine(o.url, {
        path: '/socket.io/',
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        // Starting with WebSocket, there is nothing to upgrade to; polling is only the fallback.
        upgrade: false,
        withCredentials: false,
      });
      engine = e;
      timer = setTimeout(() => end('timeout'), o.connectTimeout ?? 20_000);
      e.on('open', () => send({ type: PacketType.CONNECT, nsp, data: o.auth() }));
      e.on('message', (data) => {
        try {
          receive(data as string);
        } catch {
          end('parse error');
        }
      });
      e.on('close', (reason) => e === engine && end(reason));
    },
    disconnect() {
      active = false;
      if (!connected) return drop();
      send({ type: PacketType.DISCONNECT, nsp });
      end('io client disconnect');
    },
    get active() {
      return active;
    },
  };
}
