// Imported first by the build: the server bundle requires React and the router
// from node_modules at prerender time, and their CommonJS entries pick the
// production or development build from NODE_ENV when first loaded.
process.env.NODE_ENV = 'production';
