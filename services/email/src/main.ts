import { readEnvironment } from './environment.js';
import { emailService } from './index.js';

emailService.main(readEnvironment);
