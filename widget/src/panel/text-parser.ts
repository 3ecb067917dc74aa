/**
 * A text-only Socket.IO v5 packet codec (chat-socket.ts). The chat protocol sends JSON only, so the stock
 * parser's binary attachments would be dead weight in the widget's budget.
 */
export const PacketType = { CONNECT: 0, DISCONNECT: 1, EVENT: 2, ACK: 3, CONNECT_ERROR: 4 } as const;
export type PacketType = (typeof PacketType)[keyof typeof PacketType];

export interface Packet {
  type: PacketType;
  nsp: string;
  id?: number;
  data?: unknown;
}

export function encodePacket(p: Packet): string {
  const nsp = p.nsp && p.nsp !== '/' ? `${p.nsp},` : '';
  return `${p.type}${nsp}${p.id ?? ''}${p.data === undefined ? '' : JSON.stringify(p.data)}`;
}

const PACKET = /^([0-4])(\/[^,]*,)?(\d+)?([\s\S]*)$/;

function valid(type: PacketType, data: unknown): boolean {
  if (type === PacketType.EVENT) return Array.isArray(data) && typeof data[0] === 'string';
  if (type === PacketType.ACK) return Array.isArray(data);
  if (type === PacketType.DISCONNECT) return data === undefined;
  return data === undefined || typeof data === 'object' || typeof data === 'string';
}

/** Throws on a malformed or binary packet; the socket then closes the connection with 'parse error'. */
export function decodePacket(text: string): Packet {
  const m = PACKET.exec(text);
  if (!m) throw new Error('invalid packet');
  const type = Number(m[1]) as PacketType;
  const data = m[4] ? JSON.parse(m[4]) : undefined;
  if (!valid(type, data)) throw new Error('invalid payload');
  return { type, nsp: m[2] ? m[2].slice(0, -1) : '/', id: m[3] ? Number(m[3]) : undefined, data };
}
