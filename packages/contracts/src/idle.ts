/**
 * The idle timeout, shared by the web and the server (spec, first document, section 4; issue 9). The web warns after
 * `warningMs` without activity and signs out `countdownMs` later; while the user is active it tells the server so
 * (a user call) at most every `activityReportMs`. The server's idle limit must outlast all of that, so that no call
 * — least of all a background poll — finds the session ended before the web's countdown has run.
 */
import { IDLE_LOGOUT_MS, IDLE_WARNING_COUNTDOWN_S } from './constants.ts';

export interface IdleTimings {
  warningMs: number;
  countdownMs: number;
}

export const DEFAULT_IDLE_TIMINGS: IdleTimings = {
  warningMs: IDLE_LOGOUT_MS,
  countdownMs: IDLE_WARNING_COUNTDOWN_S * 1000,
};

/** Activity reaches the server at most this often: a minute, or a quarter of the warning time when that is shorter. */
export const activityReportMs = (warningMs: number): number => Math.min(60_000, Math.floor(warningMs / 4));

/** Slack on top of the minimum for request latency and timer delays in a busy or background tab. */
export const SESSION_IDLE_MARGIN_MS = 30_000;

/** The shortest idle limit the server may have: the last report can trail the last activity by one report interval. */
export const minimumSessionIdleMs = ({ warningMs, countdownMs }: IdleTimings): number =>
  warningMs + countdownMs + activityReportMs(warningMs);

/** The server's default idle limit: 15 min + 30 s + 1 min + 30 s = 17 minutes with the spec's timings. */
export const defaultSessionIdleMs = (timings: IdleTimings): number =>
  minimumSessionIdleMs(timings) + SESSION_IDLE_MARGIN_MS;
