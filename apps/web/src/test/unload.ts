/** Whether closing or reloading the tab now would be asked about (a `beforeunload` cancelled). */
export function unloadIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
