export { startGateway, type RunningGateway } from './app.js';
export { readEnvironment, type Environment } from './environment.js';
