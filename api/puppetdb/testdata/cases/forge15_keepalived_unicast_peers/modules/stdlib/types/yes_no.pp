# @summary Validate a yes / no value
type Stdlib::Yes_no = Pattern[/\A(?i:(yes|no))\z/]
