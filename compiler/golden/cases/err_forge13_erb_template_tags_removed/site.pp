class other { }
include other
include probe::holder
