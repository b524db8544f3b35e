// The kit's tokens and base CSS first; admin.css only lays out the dashboard.
import '@faithcraft/ui/styles.css';
import './styles/admin.css';
import './styles/console.css';
import { mountApp } from '@faithcraft/ui';
import { router } from './app/router';

mountApp(router);
