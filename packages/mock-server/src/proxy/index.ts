import type { Upstream } from '../engine/upstream';

export { proxyUpstream, driftOf, type ProxyOptions } from './proxy';
export { Recording, replayUpstream, RECORDING_FORMAT, RECORDING_LIMIT, type RecordingDoc } from './recording';

/** The first source that has an answer (e.g. a recording, then the real backend); null = the world answers. */
export function firstOf(...sources: Upstream[]): Upstream {
  return {
    async answer(req) {
      for (const s of sources) {
        const a = await s.answer(req);
        if (a) return a;
      }
      return null;
    },
  };
}
