import type { HealthRepository } from './health.repository';

export type HealthService = ReturnType<typeof createHealthService>;

interface HealthServiceDeps {
  healthRepository: HealthRepository;
  /** A database that hangs counts as down: a load balancer must not wait on it. */
  timeoutMs?: number;
}

export function createHealthService({ healthRepository, timeoutMs = 2_000 }: HealthServiceDeps) {
  return {
    async isDatabaseUp(): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([healthRepository.ping(), timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
