// The kit's tokens and base CSS first, so the app's own styles build on them.
import '@faithcraft/ui/styles.css';
import './styles/global.css';
import './styles/accounts.css';
import { mountApp } from '@faithcraft/ui';
import { createAppRouter } from './app/router';

void createAppRouter().then(mountApp);
