/**
 * Stand-ins for a reader's Pocket ID, for the instance check: Node http servers on
 * loopback ports, each answering its discovery address one way.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { freePort } from './ports';

export interface Stub {
  port: number;
  close(): Promise<void>;
}

export interface StubAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Pocket ID's discovery document (backend/internal/controller/well_known_controller.go), with the header cors.go sets. */
export function discoveryAnswer(issuer: string, { cors = true } = {}): StubAnswer {
  const document = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/api/oidc/token`,
    userinfo_endpoint: `${issuer}/api/oidc/userinfo`,
    end_session_endpoint: `${issuer}/api/oidc/end-session`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
  };
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) },
    body: JSON.stringify(document),
  };
}

/** Starts a server whose every answer comes from `answer(port)`; it listens on 127.0.0.1 (Chromium reaches it as localhost too). */
export async function startStub(answer: (port: number) => StubAnswer): Promise<Stub> {
  const server = http.createServer((request, response) => {
    const { status, headers, body } = answer((server.address() as AddressInfo).port);
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  };
}

/** A port nothing listens on (asked from the OS, then released). */
export const closedPort = freePort;
