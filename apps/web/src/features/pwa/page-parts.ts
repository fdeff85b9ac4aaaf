/** What only the order page and the kitchen board are made of. */
export { PushOptIn } from './components/push-opt-in';
