import { readEnvironment } from './environment.js';
import { usersService } from './index.js';

usersService.main(readEnvironment);
