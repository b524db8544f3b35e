import { appConfig } from '../config/vite/base';

export default appConfig({ base: '/', devPort: 5173, previewPort: 4173 });
