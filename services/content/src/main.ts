import { readEnvironment } from './environment.js';
import { contentService } from './index.js';

contentService.main(readEnvironment);
