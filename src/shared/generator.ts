// The generator's own name, as pages (`<meta name="generator">`) and the CLI show it.
export const GENERATOR_NAME = 'docgen';
