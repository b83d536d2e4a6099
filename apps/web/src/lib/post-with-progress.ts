import { ApiError, NETWORK_ERROR_STATUS, readProblem } from './api-client';

/**
 * A JSON POST that reports how much of its body has gone up, for large uploads (fetch cannot
 * tell). Same headers, cookies and error answers as `api.post`; `onProgress` gets 0–100.
 */
export function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json, application/problem+json');
    request.setRequestHeader('X-Requested-With', 'portico');
    request.setRequestHeader('Content-Type', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => onProgress(100);
    request.onerror = () =>
      reject(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          title: 'The server could not be reached',
          detail: 'Check your connection and try again.',
        }),
      );
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'Content-Type': request.getResponseHeader('Content-Type') ?? '' },
      });
      if (request.status >= 200 && request.status < 300) resolve(response.json() as Promise<T>);
      else void readProblem(response).then(reject);
    };
    request.send(JSON.stringify(body));
  });
}
