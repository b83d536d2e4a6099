import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomLabel, zoomOut } from './zoom';

describe('org chart zoom: from 0.6, between 0.2 and 2, steps of 0.1 (spec §9)', () => {
  it.each([
    [0.6, 0.7],
    [0.7, 0.8],
    [1.9, 2],
    [2, 2],
    [0.2, 0.3],
    [0.63, 0.7],
    [0.6999999999, 0.8],
    [0.7000000001, 0.8],
    [0.1, 0.3],
    [5, 2],
  ])('zoom in from %s → %s', (from, to) => {
    expect(zoomIn(from)).toBe(to);
  });

  it.each([
    [0.6, 0.5],
    [0.3, 0.2],
    [0.2, 0.2],
    [2, 1.9],
    [0.67, 0.6],
    [0.6000000001, 0.5],
    [0.5999999999, 0.5],
    [9, 1.9],
  ])('zoom out from %s → %s', (from, to) => {
    expect(zoomOut(from)).toBe(to);
  });

  it('walks every tenth from 0.2 to 2 and back with no drift', () => {
    const up = [0.2];
    while (canZoomIn(up.at(-1)!)) up.push(zoomIn(up.at(-1)!));
    expect(up).toEqual(Array.from({ length: 19 }, (_, index) => (index + 2) / 10));
    const down = [2];
    while (canZoomOut(down.at(-1)!)) down.push(zoomOut(down.at(-1)!));
    expect(down).toEqual([...up].reverse());
  });

  it.each([
    [0.2, true, false],
    [0.6, true, true],
    [2, false, true],
    [1.9999999, false, true],
  ])('at %s: can zoom in %s, out %s', (zoom, zoomsIn, zoomsOut) => {
    expect(canZoomIn(zoom)).toBe(zoomsIn);
    expect(canZoomOut(zoom)).toBe(zoomsOut);
  });

  it.each([
    [Number.NaN, 0.6],
    [Number.POSITIVE_INFINITY, 0.6],
    [0, 0.2],
    [3, 2],
    [1.25, 1.25],
  ])('clamps %s to %s', (zoom, clamped) => {
    expect(clampZoom(zoom)).toBe(clamped);
  });

  it.each([
    [0.6, '60%'],
    [0.2, '20%'],
    [2, '200%'],
    [0.7000000000000001, '70%'],
  ])('reads %s as %s', (zoom, label) => {
    expect(zoomLabel(zoom)).toBe(label);
  });
});
