import { vi } from 'vitest';

// A stand-in for the browser's Audio (jsdom plays nothing): each play() is recorded by its URL,
// in order. Installed per test; vi.unstubAllGlobals() in an afterEach takes it away.

export function installAudioStub(): { played: string[] } {
  const played: string[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      currentTime = 0;
      constructor(public src: string) {}
      addEventListener() {}
      pause() {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
    },
  );
  return { played };
}
