define probe::d {}
