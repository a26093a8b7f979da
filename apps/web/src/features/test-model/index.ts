// /test-model runs the generator on sample plots or a project, in the browser and on the server.
// Nothing here is used by other features: its screen, test-model-page, is loaded lazily by
// app/routes.tsx.
export {};
