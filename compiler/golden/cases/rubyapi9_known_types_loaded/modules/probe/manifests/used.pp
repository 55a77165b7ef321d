define probe::used { }
