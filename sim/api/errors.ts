// AniList's error answers: each error carries an HTTP-like `status`, and the HTTP status of the
// response is the first error's status.

export class ApiError extends Error {
  readonly status: number;
  /** AniList adds field-by-field messages to 'validation' errors */
  readonly validation?: Record<string, string[]>;

  constructor(message: string, status: number, validation?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.validation = validation;
  }
}

export const notFound = () => new ApiError('Not Found.', 404);
export const unauthorized = () => new ApiError('Unauthorized.', 401);
export const invalidToken = () => new ApiError('Invalid token', 400);
export const privateUser = () => new ApiError('Private User', 404);
export const tooManyRequests = () => new ApiError('Too Many Requests.', 429);
export const validationError = (field: string, message: string) =>
  new ApiError('validation', 400, { [field]: [message] });
