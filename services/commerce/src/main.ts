import { readEnvironment } from './environment.js';
import { commerceService } from './index.js';

commerceService.main(readEnvironment);
