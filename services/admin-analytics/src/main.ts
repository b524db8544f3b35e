import { readEnvironment } from './environment.js';
import { analyticsService } from './index.js';

analyticsService.main(readEnvironment);
