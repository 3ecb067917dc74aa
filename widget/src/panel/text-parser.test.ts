import * as stock from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, PacketType } from './text-parser.ts';

const samples = [
  { type: PacketType.CONNECT, nsp: '/chat', data: { botId: 'b1', visitorId: 'v-12345678' } },
  { type: PacketType.EVENT, nsp: '/chat', id: 12, data: ['message', { text: 'Ciao, "quote" ⚡' }] },
  { type: PacketType.ACK, nsp: '/chat', id: 12, data: [{ ok: true, conversationId: 'c1', messageId: 'm1' }] },
  { type: PacketType.EVENT, nsp: '/', data: ['answer:token', { messageId: 'm1', delta: '123' }] },
  { type: PacketType.CONNECT_ERROR, nsp: '/chat', data: { message: 'Not found' } },
  { type: PacketType.DISCONNECT, nsp: '/chat' },
];

describe('text-only Socket.IO parser', () => {
  it('encodes exactly as the stock socket.io-parser does', () => {
    const theirs = new stock.Encoder();
    for (const p of samples) expect([encodePacket(p)]).toEqual(theirs.encode(p));
  });

  it('decodes what the stock encoder produces', () => {
    const theirs = new stock.Encoder();
    for (const p of samples) {
      const [text] = theirs.encode(p) as string[];
      expect(decodePacket(text as string)).toEqual({ ...p, id: p.id, data: p.data });
    }
  });

  it('rejects malformed, binary and invalid packets', () => {
    expect(() => decodePacket('9')).toThrow();
    expect(() => decodePacket('51-["x",{"_placeholder":true,"num":0}]')).toThrow();
    expect(() => decodePacket('2/chat,{"not":"an array"}')).toThrow();
    expect(() => decodePacket('2["x"')).toThrow();
  });
});
