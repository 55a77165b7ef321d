type Systemd::Unit::Percent = Pattern['\A([0-9][0-9]?|100)%\z']
