notice("bool ${true}")
