/** Files larger than the API's 1 MiB body limit could not be saved anyway. */
export const MAX_PROJECT_FILE_BYTES = 1024 * 1024;
