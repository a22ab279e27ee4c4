import { systemStatusOf, type Settings, type SystemStatus } from '@m/contracts';

/**
 * Which page the visitor sees. The status call is the authority once it has
 * answered; before that (or when it failed) the settings flags decide, fresh or cached, with
 * the same precedence (maintenance wins). Null: nothing to decide from yet.
 */
export function decideStatus(callStatus: SystemStatus | null, settings: Settings | null): SystemStatus | null {
  if (callStatus !== null) return callStatus;
  if (settings) return systemStatusOf(settings);
  return null;
}
