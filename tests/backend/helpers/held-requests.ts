/** A request the test holds open inside its handler until it lets it go. */
export function heldRequests() {
  let entered = () => {};
  let release = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    inside,
    release,
    handler: async () => {
      entered();
      await released;
      return { held: 'done' };
    },
  };
}
