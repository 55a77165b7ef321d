define probe::thing { }
