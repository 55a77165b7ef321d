class probe::idle { }
