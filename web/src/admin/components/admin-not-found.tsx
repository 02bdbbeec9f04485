import { buttonClasses } from "@web/components/ui/button";
import { Link } from "react-router";

export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl text-cocoa-900">Page not found</h1>
      <p className="mt-2 text-cocoa-600">There is no back-office page at this address.</p>
      <Link to="/admin" className={buttonClasses("outline", "sm", "mt-6")}>
        Back to the dashboard
      </Link>
    </div>
  );
}
