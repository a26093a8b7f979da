export { scrollToTopOfBox } from './scroll-into-box';
