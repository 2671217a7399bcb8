import { describe, expect, it } from 'vitest';
import { messageOfBody } from './upload';

describe('messageOfBody', () => {
  it.each([
    ['{"message":"The file is too large. The limit is 100 MB."}', 'The file is too large. The limit is 100 MB.'],
    ['{"errors":[{"msg":"a","path":"x"},{"msg":"b","path":"y"}]}', 'a, b'],
    ['{"message":"","errors":[{"msg":"only errors"}]}', 'only errors'],
    ['<html>Bad gateway</html>', ''],
    ['', ''],
  ])('%s → %j', (body, message) => {
    expect(messageOfBody(body)).toBe(message);
  });
});
