/** The kitchen's controls on the board (staff only: imported from pages under routes/admin). */
export { KitchenControls } from './components/kitchen-controls';
