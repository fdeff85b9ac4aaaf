import { Link } from 'react-router';

/** Header cart link with the item count (the cart work adds the count). */
export function CartLink() {
  return <Link to="/cart">Cart</Link>;
}
