import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(plain) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(plain);
}

/**
 * Whether a request comes from this machine and only from it: the socket's peer is loopback, and
 * so is every address a proxy put in front of it (X-Forwarded-For, Forwarded, X-Real-IP) — a proxy
 * on this machine relaying the internet also connects from 127.0.0.1, whatever TRUST_PROXY says.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress ?? request.ip) || !isLoopbackAddress(request.ip)) return false;
  const header = (name: string) => ([] as string[]).concat(request.headers[name] ?? []).join(',');
  const forwarded = [
    ...header('x-forwarded-for').split(','),
    ...header('x-real-ip').split(','),
    ...[...header('forwarded').matchAll(/for=("?)([^;,"]+)\1/gi)].map((m) => m[2]!),
  ].filter((value) => value.trim() !== '');
  return forwarded.every(isLoopbackAddress);
}
