class probe { }
define probe::inner { }
