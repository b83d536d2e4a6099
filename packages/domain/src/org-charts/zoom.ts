import { ORG_CHART } from './org-chart-constants';

/**
 * Spec §2 and §9: the chart's zoom starts at 0.6 and moves between 0.2 and 2 in steps of 0.1.
 * Zoom levels are kept on that grid of tenths, so repeated steps never drift (0.1 has no exact
 * binary form: 0.6 + 0.1 is 0.7000000000000001).
 */
const { minZoom, maxZoom, zoomStep, initialZoom } = ORG_CHART;
const STEPS_PER_UNIT = Math.round(1 / zoomStep);
/** A zoom within this of a grid line is on it (floating-point noise, not a real difference). */
const TOLERANCE = 1e-6;

const onGrid = (steps: number) => Math.round(steps) / STEPS_PER_UNIT;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return initialZoom;
  return Math.min(maxZoom, Math.max(minZoom, zoom));
}

/** One step in: from the grid line at or below the zoom (a zoom between lines goes to the next). */
export function zoomIn(zoom: number): number {
  const below = Math.floor(clampZoom(zoom) * STEPS_PER_UNIT + TOLERANCE);
  return clampZoom(onGrid(below + 1));
}

/** One step out: from the grid line at or above the zoom. */
export function zoomOut(zoom: number): number {
  const above = Math.ceil(clampZoom(zoom) * STEPS_PER_UNIT - TOLERANCE);
  return clampZoom(onGrid(above - 1));
}

export const canZoomIn = (zoom: number) => zoom < maxZoom - TOLERANCE;
export const canZoomOut = (zoom: number) => zoom > minZoom + TOLERANCE;

/** The zoom as people read it: 0.6 → "60%". */
export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;
