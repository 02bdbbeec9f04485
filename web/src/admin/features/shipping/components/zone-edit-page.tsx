import type { ShippingZoneForm } from "@contract/admin/shipping";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useZone } from "../api/get-zone";
import { firstHandDelivery, HandDeliveryPanel, handDeliveryForm } from "./hand-delivery-panel";
import { ZoneForm } from "./zone-form";

const newZone: ShippingZoneForm = {
  name: "",
  is_active: true,
  courier_enabled: true,
  pincodes: "",
  standard: { days: 4, charge: "49.00", free_shipping_value: "999.00" },
  express: null,
};

function EditZone({ id }: { id: number }) {
  const zone = useZone(id);
  if (zone.isPending) return <PageSpinner />;
  if (zone.isError) return <ErrorState message="Could not load this zone" onRetry={() => zone.refetch()} />;
  const { name, is_active, courier_enabled, pincodes, standard, express, local_delivery } = zone.data;
  return (
    <>
      <AdminPageHeader title={`Edit ${name}`} />
      <ZoneForm
        id={id}
        initial={{ name, is_active, courier_enabled, pincodes: pincodes.join(", "), standard, express }}
      />
      <HandDeliveryPanel
        zoneId={id}
        initial={local_delivery ? handDeliveryForm(local_delivery) : firstHandDelivery(name)}
      />
    </>
  );
}

/** /admin/shipping/new and /admin/shipping/{id}. */
export default function ZoneEditPage() {
  const { id } = useParams();
  if (id === undefined || id === "new") {
    return (
      <>
        <AdminPageHeader title="New shipping zone" />
        <ZoneForm id={null} initial={newZone} />
        <p className="mt-4 text-cocoa-600 text-sm">
          Save the zone first; its hand delivery is set up on its page.
        </p>
      </>
    );
  }
  return <EditZone id={Number(id)} />;
}
