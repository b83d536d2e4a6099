/*
 * Loaded into a server process (`node --import`) when E2E_CLOCK_OFFSET_MS is set (support/clock.ts):
 * the process's clock reads that much later than the machine's and runs on from there, so a
 * run of the journeys can start a minute before midnight UTC, or a journey can stand at the
 * evening edge of Toronto's day, whenever it really starts. The test's own code, never the
 * portal's.
 *
 * Not timekeeper: its stand-in answers `new` with a plain Date and has a prototype of its own,
 * so a subclass of Date (the time-zone library's TZDate, which the portal's calendar is built
 * on) loses its zone, and every "today where the person is" read as UTC's.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (offset) {
  const MachineDate = globalThis.Date;
  // `Date.prototype` stays the machine's own, so libraries that read or extend it see every
  // method; only a Date made without a value, and Date.now(), are moved.
  function ShiftedDate(...args) {
    if (!new.target) return new MachineDate(MachineDate.now() + offset).toString();
    return Reflect.construct(MachineDate, args.length > 0 ? args : [MachineDate.now() + offset], new.target);
  }
  ShiftedDate.prototype = MachineDate.prototype;
  Object.setPrototypeOf(ShiftedDate, MachineDate);
  ShiftedDate.now = () => MachineDate.now() + offset;
  globalThis.Date = ShiftedDate;
}
