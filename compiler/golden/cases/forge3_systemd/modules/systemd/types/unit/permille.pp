# @summary Systemd definition of a permille value (‰, 1/1000)
type Systemd::Unit::Permille = Pattern['\A(0|[1-9][0-9]?[0-9]?|1000)‰\z']
