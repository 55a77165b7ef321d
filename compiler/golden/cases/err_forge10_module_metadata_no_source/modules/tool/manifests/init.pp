class tool { notice("tool") }
