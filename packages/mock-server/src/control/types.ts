/**
 * Types of the control API (/__sim): the transport-side request and answer of the router, and
 * the named types of the route table (contract.ts, all `Static<>` of its schemas). Shared by the
 * router and the typed client; type-only apart from CONTROL_PREFIX.
 */
export { CONTROL_PREFIX } from './contract';
export type {
  ApplyScenarioRequest,
  CaptchaPreset,
  ClockMode,
  ClockReading,
  ClockRequest,
  CreateWorldRequest,
  DrawPresetAnswer,
  DrawPresetRequest,
  DeletedVendor,
  Fault,
  KpiAnswer,
  KpiRequest,
  JournalEntry,
  Knob,
  NextDraw,
  OpenedSession,
  Peek,
  RouteAnswer,
  RouteBody,
  RouteId,
  RouteInput,
  RouteParams,
  RouteQuery,
  ScenarioInfo,
  SetGameAnswer,
  SetGameRequest,
  SetVendorAnswer,
  SetVendorRequest,
  SmsPresetAnswer,
  SmsPresetRequest,
  StatePatch,
  WorldExport,
  WorldInfo,
  WorldOptions,
  WorldRef,
  WorldState,
} from './contract';

/** Body of every refused control request (400, 403, 404, 413, 415). */
export interface ControlError {
  error: string;
}

/** One control request as a transport hands it to `handleControl`. */
export interface ControlRequest {
  method: string;
  /** Path starting with /__sim, without the query string. */
  path: string;
  /** Query parameters; a repeated key as an array (refused where the route wants one value). */
  query: Record<string, string | string[] | undefined>;
  /** Parsed JSON body; undefined when none was sent. */
  body: unknown;
  /** The request's Content-Type; a body must be application/json (absent: an in-process call). */
  contentType?: string;
}

export interface ControlResponse {
  status: number;
  body: unknown;
}
