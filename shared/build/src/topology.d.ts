export interface RemoteInfo {
  port: number;
  federationName: string;
}
export const remotes: Record<string, RemoteInfo>;
export const services: Record<string, { port: number }>;
export const siteOrigin: string;
export const paymentOrigin: string;
export function remoteUrlEnv(name: string): string;
export function defaultRemoteEntries(
  env?: Record<string, string | undefined>,
): { name: string; app: string; entry: string }[];
