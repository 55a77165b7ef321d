class common { notice("common") }
