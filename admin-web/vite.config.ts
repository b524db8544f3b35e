import { appConfig } from '../config/vite/base';

// The admin app is served by the gateway under /admin/.
export default appConfig({ base: '/admin/', devPort: 5174, previewPort: 4174 });
