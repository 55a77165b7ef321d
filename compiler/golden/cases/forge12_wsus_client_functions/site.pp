# Written for this case after puppetlabs-wsus_client's class (registry values from these functions).
$opts = ['NotifyOnly', 'autonotify', 'SCHEDULED', 'AutoInstall', 2, '5', 3]
$days = ['Everyday', 'sunday', 'SATURDAY', 0, '7', 4]
notify { 'options': message => $opts.map |$o| { parse_auto_update_option($o) } }
notify { 'days': message => $days.map |$d| { parse_scheduled_install_day($d) } }
validate_in_range(10, 1, 22)
validate_in_range('0', '0', '23')
notify { 'statement': message => String(validate_in_range(5, 1, 9)) }
