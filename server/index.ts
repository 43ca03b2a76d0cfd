// The entry point. React and React Router pick their production or development build from
// process.env.NODE_ENV when they are first loaded, so it is settled here, before anything imports them.
// NODE_ENV=development or test from the environment is kept; the default is production.
process.env.NODE_ENV ??= "production";
const { start } = await import("./start");
start();

export {};
