import { earlyRequestsSettled } from '../api/early-responses';
import { whenIdle } from './when-idle';

/**
 * Resolves once the first screen is painted (the main thread idle, 1.5 s at most) and its data has
 * arrived (4 s at most): the moment for what the app needs only later (the other screens'
 * sentences and code, the toast's code). Started sooner on a slow network, those loads would share
 * the bandwidth with the first screen, and even their preload links would hold up its render.
 */
export function afterFirstPaint(): Promise<void> {
  return whenIdle(1500).then(() => earlyRequestsSettled(4000));
}
