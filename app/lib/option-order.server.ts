import { createHash } from 'node:crypto';

// A question's options in an order of the learner's own: where the right one stands in the file
// tells nothing, and neighbours comparing screens see different orders. The order is drawn from the
// learner and the question alone, so it is the same on every visit and after answering, and is in
// the page's data (a page kept in memory is one learner's only when its data is).

/** Four bytes of the digest per swap: one digest shuffles up to nine options (a question has six). */
const bytesPerSwap = 4;

/**
 * The options shuffled for this learner and question: a Fisher-Yates driven by SHA-256 of the
 * learner's id, the lesson and the practice. Every option is kept, ids and all.
 */
export function optionOrderFor<T>(
  items: readonly T[],
  learnerId: number,
  lessonId: string,
  practiceId: string,
): T[] {
  const shuffled = [...items];
  let digest = createHash('sha256').update(`${learnerId}\n${lessonId}\n${practiceId}`).digest();
  let at = 0;
  for (let last = shuffled.length - 1; last > 0; last -= 1) {
    if (at + bytesPerSwap > digest.length) {
      // More options than one digest draws for: the next draws come from the digest of the last.
      digest = createHash('sha256').update(digest).digest();
      at = 0;
    }
    // A 32-bit draw scaled to 0..last: its bias is below one in half a billion.
    const pick = Math.floor((digest.readUInt32BE(at) / 2 ** 32) * (last + 1));
    at += bytesPerSwap;
    const kept = shuffled[last] as T;
    shuffled[last] = shuffled[pick] as T;
    shuffled[pick] = kept;
  }
  return shuffled;
}
